import { SignedInAs } from '@fanhub/shared-auth';
import { SectionPlaceholder } from '@fanhub/shared-ui';

/** This remote's section of the home page. */
export default function HomeSection() {
  return (
    <SectionPlaceholder
      title="Events"
      note={<SignedInAs />}
      description="Daftar event K-pop / Sign up for K-pop events"
    />
  );
}
