import type { CampaignCard, CampaignDetail } from '@fanhub/contract';

/** A campaign as the API answers it, for tests. */
export const campaign = (overrides: Partial<CampaignCard> = {}): CampaignCard => ({
  _id: 'c1',
  title: 'NOVA 5th Anniversary Billboard',
  image: '/v1/file/x.png',
  description: 'A billboard',
  status: 'active',
  targetCoins: 3000,
  collectedCoins: 1000,
  progress: 33.33,
  targetDate: '2026-12-24T10:00:00.000Z',
  participants: 1234,
  createdAt: '2026-11-01T10:00:00.000Z',
  refundIfShort: false,
  refundedAt: null,
  settlement: null,
  ...overrides,
});

export const campaignDetail = (overrides: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...campaign(),
  supports: [],
  ...overrides,
});
