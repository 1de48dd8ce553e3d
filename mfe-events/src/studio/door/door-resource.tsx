import { bilingual, DOOR_STAFF } from '@fanhub/contract';
import type { StudioResource } from '@fanhub/studio-kit';
import { Datagrid, List, TextField } from 'react-admin';
import { DoorPage } from './door-page';
import { forgetDoorPacks } from './door-store';

/** The events a door checks tickets at, soonest first: picking one opens its door. */
function DoorEvents() {
  return (
    <List title={bilingual('Pintu', 'Door')} pagination={false} perPage={100} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="title" label={bilingual('Acara', 'Event')} sortable={false} />
        <TextField source="date" label={bilingual('Tanggal', 'Date')} sortable={false} />
        <TextField source="time" label={bilingual('Jam', 'Time')} sortable={false} />
        <TextField source="location" label={bilingual('Tempat', 'Place')} sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The door: door staff (and admins standing in) check fans in and out at an event, offline too. */
export const doorResource: StudioResource = {
  name: 'door',
  options: { label: bilingual('Pintu', 'Door') },
  list: DoorEvents,
  show: DoorPage,
  api: { list: '/studio/door/events' },
  writers: [],
  readers: DOOR_STAFF,
  // Fans' full names stay on a shared tablet no longer than its staff's session; scans still owed stay.
  atSignOut: () => forgetDoorPacks(localStorage),
};
