import { api, unwrap } from '@fanhub/shared-auth';

/** A campaign with its supports, newest first. */
export const getCampaign = (id: string) => unwrap(api.get('/client/campaign/:id', { params: { id } }));
