import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

export interface Mvp {
  userId: string;
  fullName: string;
  avatar: string | null;
  coins: number;
}

export const getMvps = () => unwrap(api.json.get<Envelope<{ createdAt: string; mvps: Mvp[] }>>('/mvp'));
