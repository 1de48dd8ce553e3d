import type { StudioSection } from '@fanhub/studio-kit';
import { campaignResource } from './campaigns';

/** Fan Funding's studio pages, loaded by the studio at run time (the squad owns them as it owns /fanfunding). */
const fanFundingStudio: StudioSection = {
  name: 'fanfunding',
  label: 'Fan Funding',
  resources: [campaignResource],
};

export default fanFundingStudio;
