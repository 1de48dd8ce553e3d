export type VotingStatus = 'active' | 'trending' | 'completed';

export interface Category {
  _id: string;
  name: string;
}

/** A voting as lists show it (API `GET /client/voting/{categoryId}`). */
export interface VotingCard {
  _id: string;
  title: string;
  image: string;
  description: string;
  status: VotingStatus;
  durationTime: string;
  supporterCount: number;
  totalCoins: number;
  totalVotes: number;
  daysRemaining: number;
}

export interface ProjectSummary {
  _id: string;
  votingId: string;
  title: string;
  image: string;
  description: string;
  targetVotes: number;
  coinsCollected: number;
  totalVotes: number;
  supporterCount: number;
  progress: number;
}

export interface RankedFan {
  rank: number;
  userId: string;
  fullName: string;
  avatar: string | null;
  coins: number;
}

export interface VotingDetail extends VotingCard {
  projects: ProjectSummary[];
  topFansPickers: RankedFan[];
}
