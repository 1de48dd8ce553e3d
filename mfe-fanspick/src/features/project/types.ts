import type { ProjectSummary, VotingStatus } from '../voting/types';

export interface Vote {
  _id: string;
  userId: string;
  name: string;
  email: string;
  avatar: string | null;
  coins: number;
  message: string;
  createdAt: string;
}

export interface ProjectDetail extends ProjectSummary {
  votes: Vote[];
  votingDetail: {
    _id: string;
    title: string;
    status: VotingStatus;
    durationTime: string;
    daysRemaining: number;
  };
}
