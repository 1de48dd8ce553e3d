import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { heldAccountResource } from './held-accounts';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const held = (memberId: string, fullName: string) => ({
  memberId,
  fullName,
  email: `${memberId}@fan.test`,
  balance: 0,
  shortfall: 150,
  heldSince: '2026-11-20T03:00:00.000Z',
  reason: 'chargeback',
});

test('finance sees each held account and releases one: the API is asked, and the list reloads without it', async () => {
  let accounts = [held('m1', 'Sekar'), held('m2', 'Dimas')];
  api
    .answer('GET /studio/held-accounts', () => ({ status: true, data: accounts }))
    .answer('POST /studio/held-accounts/m1/release', () => {
      accounts = accounts.filter((account) => account.memberId !== 'm1');
      return { status: true, data: { ...held('m1', 'Sekar'), heldSince: null } };
    });
  renderStudio([heldAccountResource], { role: 'finance', path: '/held-accounts' });

  const sekar = (await screen.findByText('Sekar (m1@fan.test)')).closest('tr')!;
  expect(within(sekar).getByText('150')).toBeInTheDocument();
  expect(within(sekar).getByText('20 Nov 2026, 10.00 WIB')).toBeInTheDocument();
  await userEvent.click(await within(sekar).findByRole('button', { name: 'Cabut penahanan / Release' }));

  await waitFor(() => expect(screen.queryByText('Sekar (m1@fan.test)')).not.toBeInTheDocument());
  expect(screen.getByText('Dimas (m2@fan.test)')).toBeInTheDocument();
  expect(api.callsTo('POST /studio/held-accounts/m1/release')).toHaveLength(1);
  expect(await screen.findByText('Penahanan dicabut / Hold released')).toBeInTheDocument();
});

test('a viewer reads the held accounts and is offered no release', async () => {
  api.answer('GET /studio/held-accounts', { status: true, data: [held('m3', 'Ayu')] });
  renderStudio([heldAccountResource], { role: 'viewer', path: '/held-accounts' });
  await screen.findByText('Ayu (m3@fan.test)');
  expect(screen.queryByRole('button', { name: 'Cabut penahanan / Release' })).not.toBeInTheDocument();
});

test('with nobody on hold, staff are told so', async () => {
  api.answer('GET /studio/held-accounts', { status: true, data: [] });
  renderStudio([heldAccountResource], { role: 'finance', path: '/held-accounts' });
  expect(await screen.findByText('Tidak ada akun ditahan / No account is on hold')).toBeInTheDocument();
});
