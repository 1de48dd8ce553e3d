import { SignedInAs } from '@fanhub/shared-auth';
import { SectionPlaceholder } from '@fanhub/shared-ui';

/** This remote's section of the home page. */
export default function HomeSection() {
  return (
    <SectionPlaceholder
      title="Fan Funding"
      note={<SignedInAs />}
      description="Danai kampanye fans / Fund fan campaigns"
    />
  );
}
