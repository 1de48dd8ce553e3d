import { api, unwrap, type Envelope } from '@fanhub/shared-auth';
import type { VotingDetail } from '../types';

export const getVotingDetail = (votingId: string) =>
  unwrap(api.json.get<Envelope<VotingDetail>>(`/client/voting/detail/${votingId}`));
