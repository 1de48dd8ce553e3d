import { observer } from 'mobx-react-lite';
import { useSession } from './session';

/** Who is signed in, as any app sees it; it changes everywhere at once because the store is shared. */
export const SignedInAs = observer(function SignedInAs() {
  const session = useSession();
  return (
    <span data-testid="signed-in-as" className="notranslate">
      {session.user ? `Masuk sebagai / Signed in as ${session.user.email}` : ''}
    </span>
  );
});
