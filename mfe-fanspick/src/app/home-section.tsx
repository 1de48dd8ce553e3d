import { SignedInAs } from '@fanhub/shared-auth';
import { SectionPlaceholder } from '@fanhub/shared-ui';

/** This remote's section of the home page. */
export default function HomeSection() {
  return (
    <SectionPlaceholder
      title="Fans Pick"
      note={<SignedInAs />}
      description="Vote proyek idolmu dengan Koin / Vote for your idols' projects with coins"
    />
  );
}
