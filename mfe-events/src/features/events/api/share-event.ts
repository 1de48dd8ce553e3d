import { api } from '@fanhub/shared-auth';

/** Counts one share of the event; answers the new count. */
export async function shareEvent(id: string): Promise<number> {
  return (await api.put('/client/event/share/:id', { params: { id } })).data.shares;
}
