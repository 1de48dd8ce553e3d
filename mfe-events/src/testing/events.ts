import type { FanEvent } from '@fanhub/contract';

/** An event as the API answers it, for tests. */
export const fanEvent = (overrides: Partial<FanEvent> = {}): FanEvent => ({
  _id: 'e1',
  title: 'NOVA Fan Meeting Jakarta',
  image: '/v1/file/x.png',
  description: 'Meet NOVA',
  category: 'Fan Meeting',
  date: '2026-12-20',
  time: '19:00 WIB',
  location: 'Istora Senayan, Jakarta',
  price: 250,
  partnerSignUpLink: null,
  signUpType: 'paid',
  status: 'upcoming',
  ended: false,
  capacity: 200,
  shares: 12,
  participantsCount: 1250,
  participants: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
