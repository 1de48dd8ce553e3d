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
 * What a voting card shows (docs/product.md section 3): supporters are the votes cast, votes the coins voted; an
 * unknown status shows as Active, and on the home page every card shows Active.
 */
export function cardView(voting: VotingCard, { onHome = false } = {}, now = new Date()): CardView {
  const status = onHome || !KNOWN.includes(voting.status) ? 'active' : voting.status;
  return {
    status,
    supporters: formatNumber(voting.supporterCount),
    votes: formatNumber(voting.totalVotes),
    remaining: remainingLabelBilingual(voting.durationTime, now),
  };
}
