import Stack from '@mui/material/Stack';
import { intents, useSession } from '@fanhub/shared-auth';
import { MEMBER_AREA_SIGN_IN, PageIntro, t, useNavigate } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { MemberAreaTabs } from './member-area-tabs';

/**
 * Only a signed-in fan sees the member area. A visitor is asked to sign in and sent to `/` (docs/product.md section
 * 6); a fan whose session ends here goes to `/` too (the shell has already said why).
 */
export const MemberAreaLayout = observer(function MemberAreaLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const signedInOnArrival = useRef(session.isLoggedIn);

  useEffect(() => {
    if (session.isLoggedIn) return;
    if (!signedInOnArrival.current) intents.requestLogin(...MEMBER_AREA_SIGN_IN);
    navigate('/', { replace: true });
  }, [session.isLoggedIn, navigate]);

  if (!session.isLoggedIn) return null;
  return (
    <Stack spacing={3}>
      <PageIntro title="Member Area">
        {t('Profil, koin, aktivitas dan akun kamu', 'Your profile, coins, activity and account')}
      </PageIntro>
      <MemberAreaTabs />
      {children}
    </Stack>
  );
});
