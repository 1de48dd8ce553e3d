import type { StudioSection } from '@fanhub/studio-kit';
import { doorConflictResource } from './door/door-conflicts';
import { doorResource } from './door/door-resource';
import { eventResource } from './events';
import { participantResource } from './participants';

/** Events' studio pages, loaded by the studio at run time (the squad owns them as it owns /events). */
const eventsStudio: StudioSection = {
  name: 'events',
  label: 'Events',
  resources: [eventResource, participantResource, doorResource, doorConflictResource],
};

export default eventsStudio;
