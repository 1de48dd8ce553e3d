import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { fairPlayResource } from './fair-play-signals';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const account = (n: number, suspended = false) => ({
  _id: `m${n}`,
  fullName: `Fan ${n}`,
  email: `fan${n}@farm.test`,
  createdAt: '2026-11-24T00:00:00.000Z',
  suspended,
  coins: 0,
  coinsSpent: 3,
});
const cluster = {
  _id: 'shared-address:10.0.0.1',
  kind: 'shared-address',
  evidence: '5 akun dari 10.0.0.1 / 5 accounts from 10.0.0.1',
  key: '10.0.0.1',
  voting: { _id: 'v1', title: 'Best fancam' },
  project: { _id: 'p1', title: 'Fancam A' },
  from: '2026-11-24T01:00:00.000Z',
  to: '2026-11-24T02:00:00.000Z',
  coins: 15,
  accounts: [account(1), account(2, true)],
};

beforeEach(() => {
  api.asked.length = 0;
  api
    .answer('GET /studio/settings/fair-play', { status: true, data: { proofOfWorkCost: 20000 } })
    .answer('GET /studio/fair-play/signals', (call) => ({
      status: true,
      data: call.query.days === '30' ? [cluster] : [],
    }));
});

test("a moderator looks further back, sees a flagged group's evidence and accounts, and suspends one", async () => {
  api.answer('POST /studio/fans/m1/suspension', { status: true, data: {} });
  renderStudio([fairPlayResource], { role: 'moderator', path: '/fair-play' });

  expect(await screen.findByText('Tidak ada yang ditandai / Nothing is flagged')).toBeInTheDocument();
  expect(api.callsTo('GET /studio/fair-play/signals')[0]!.query).toEqual({ days: '7' });
  expect(await screen.findByDisplayValue('20000')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'Periode / Period' }));
  await userEvent.click(await screen.findByRole('option', { name: '30 hari terakhir / Last 30 days' }));
  const group = await screen.findByTestId('flagged-cluster');
  expect(within(group).getByText('Satu alamat / One address')).toBeInTheDocument();
  expect(within(group).getByText(/Best fancam › Fancam A/)).toHaveTextContent('15 Koin');
  const suspended = within(group).getByText('Fan 2 (fan2@farm.test)').closest('tr')!;
  expect(within(suspended).getByText('Dibekukan / Suspended')).toBeInTheDocument();

  const active = within(group).getByText('Fan 1 (fan1@farm.test)').closest('tr')!;
  await userEvent.click(within(active).getByRole('button', { name: 'Bekukan / Suspend' }));
  await waitFor(() => expect(api.callsTo('POST /studio/fans/m1/suspension')).toHaveLength(1));
  expect(api.callsTo('POST /studio/fans/m1/suspension')[0]!.body).toEqual({ suspended: true });
  // The list is read again after the step, as every list after a change.
  await waitFor(() => expect(api.callsTo('GET /studio/fair-play/signals').length).toBeGreaterThan(2));
});

test('a viewer sees the groups and is offered neither suspending nor voiding', async () => {
  renderStudio([fairPlayResource], { role: 'viewer', path: '/fair-play?filter=%7B%22days%22%3A30%7D' });
  const group = await screen.findByTestId('flagged-cluster');
  expect(within(group).queryByRole('button', { name: 'Bekukan / Suspend' })).not.toBeInTheDocument();
  expect(
    within(group).queryByRole('button', { name: 'Batalkan vote mereka / Void their votes' }),
  ).not.toBeInTheDocument();
});

test('a moderator raises the anti-bot difficulty: the setting is saved and read again', async () => {
  let cost = 20000;
  api
    .answer('GET /studio/settings/fair-play', () => ({ status: true, data: { proofOfWorkCost: cost } }))
    .answer('PUT /studio/settings/fair-play', (call) => {
      cost = (call.body as { proofOfWorkCost: number }).proofOfWorkCost;
      return { status: true, data: { proofOfWorkCost: cost } };
    });
  renderStudio([fairPlayResource], { role: 'moderator', path: '/fair-play' });
  const difficulty = await screen.findByDisplayValue('20000');
  await userEvent.clear(difficulty);
  await userEvent.type(difficulty, '50000');
  await userEvent.click(screen.getByRole('button', { name: 'Simpan / Save' }));
  expect(await screen.findByText('Tersimpan / Saved')).toBeInTheDocument();
  expect(api.callsTo('PUT /studio/settings/fair-play')[0]!.body).toEqual({ proofOfWorkCost: 50000 });
  await waitFor(() => expect(api.callsTo('GET /studio/settings/fair-play')).toHaveLength(2));
});
