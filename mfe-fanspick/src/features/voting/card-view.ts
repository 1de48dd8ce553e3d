import type { VotingCard, VotingStatus } from '@fanhub/contract';
import { formatNumber, remainingLabelBilingual } from '@fanhub/shared-ui';

export interface CardView {
  status: VotingStatus;
  supporters: string;
  votes: string;
  remaining: string;
}

const KNOWN: VotingStatus[] = ['active', 'trending', 'completed'];

/**
 * What a voting card shows (docs/product.md section 3): supporters are the votes cast, votes the coins voted; its
 * status as the list and the voting's page show it (the home page too: a voting is not Active there and Trending
 * one tap later), an unknown one as Active.
 */
export function cardView(voting: VotingCard, now = new Date()): CardView {
  const status = KNOWN.includes(voting.status) ? voting.status : 'active';
  return {
    status,
    supporters: formatNumber(voting.supporterCount),
    votes: formatNumber(voting.totalVotes),
    remaining: remainingLabelBilingual(voting.durationTime, now),
  };
}
