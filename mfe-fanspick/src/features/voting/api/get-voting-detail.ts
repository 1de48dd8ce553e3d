import { api, unwrap } from '@fanhub/shared-auth';

export const getVotingDetail = (votingId: string) =>
  unwrap(api.get('/client/voting/detail/:votingId', { params: { votingId } }));
