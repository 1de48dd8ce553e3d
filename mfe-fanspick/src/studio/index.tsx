import type { StudioSection } from '@fanhub/studio-kit';
import { votingCategoryResource } from './categories';
import { votingProjectResource } from './projects';
import { votingResource } from './votings';

/** Fans Pick's studio pages, loaded by the studio at run time (the squad owns them as it owns /fanspick). */
const fansPickStudio: StudioSection = {
  name: 'fanspick',
  label: 'Fans Pick',
  resources: [votingResource, votingProjectResource, votingCategoryResource],
};

export default fansPickStudio;
