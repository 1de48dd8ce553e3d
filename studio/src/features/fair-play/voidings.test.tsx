import { screen, within } from '@testing-library/react';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { voidingResource } from './voidings';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const voiding = (n: number) => ({
  _id: `x${n}`,
  votingId: 'v1',
  votingTitle: `Voting ${n}`,
  accounts: 5,
  votes: 5,
  coins: 15,
  destination: n % 2 ? 'returned' : 'forfeited',
  reason: 'Akun palsu / Fake accounts',
  voidedBy: 'mod@fanhub.test',
  voidedAt: '2026-11-25T01:30:00.000Z',
});

test('every voiding with where its coins went, paged like every list though the API answers them whole', async () => {
  api.answer('GET /studio/fair-play/voidings', {
    status: true,
    data: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(voiding),
  });
  renderStudio([voidingResource], { role: 'viewer', path: '/voidings?perPage=10' });

  const first = (await screen.findByText('Voting 1')).closest('tr')!;
  expect(within(first).getByText('15 (dikembalikan ke akun / returned to the accounts)')).toBeInTheDocument();
  expect(within(first).getByText('25 Nov 2026, 08.30 WIB')).toBeInTheDocument();
  expect(screen.getByText('Voting 10')).toBeInTheDocument();
  expect(screen.queryByText('Voting 11')).not.toBeInTheDocument();
  expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
  expect(api.callsTo('GET /studio/fair-play/voidings')[0]!.query).toEqual({});
});

test('with no voiding yet, staff are told so', async () => {
  api.answer('GET /studio/fair-play/voidings', { status: true, data: [] });
  renderStudio([voidingResource], { role: 'moderator', path: '/voidings' });
  expect(await screen.findByText('Belum ada vote dibatalkan / No votes were voided')).toBeInTheDocument();
});
