import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fanStatementResource } from '@fanhub/studio-kit';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { LedgerLookup, transferResource } from './ledger-lookup';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const sekar = {
  _id: 'm1',
  fullName: 'Sekar Wulandari',
  email: 'sekar@fan.test',
  phone: '081200000001',
  coins: 100,
};
/** The fans the search finds (the Fans page's resource, without its pages). */
const fanResource = { name: 'fans', api: { list: '/studio/fans' as const }, writers: [] };
const ledgerPage = (role: 'finance' | 'editor') =>
  renderStudio([fanResource, fanStatementResource, transferResource], {
    role,
    path: '/ledger',
    children: (
      <CustomRoutes>
        <Route path="/ledger" element={<LedgerLookup />} />
      </CustomRoutes>
    ),
  });

test("finance finds a fan as they type and reads the fan's statement; a transfer by its number with its seal", async () => {
  api
    .answer('GET /studio/fans', (call) => ({
      status: true,
      data: call.query.q?.startsWith('Sek') ? [sekar] : [],
      meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
    }))
    .answer('GET /studio/fans/m1/statement', {
      status: true,
      data: [
        {
          transferId: 7,
          createdAt: '2026-11-26T05:00:00.000Z',
          reason: 'top_up',
          description: 'Beli Paket Starter / Bought Paket Starter',
          amount: 100,
          balanceAfter: 100,
          link: null,
          reference: 'INV/1',
        },
      ],
      meta: { page: 1, limit: 25, total: 1, totalPages: 1 },
    })
    .answer('GET /studio/transfers/7', {
      status: true,
      data: {
        transferId: 7,
        createdAt: '2026-11-26T05:00:00.000Z',
        reason: 'top_up',
        reference: 'INV/1',
        amount: 100,
        from: { kind: 'revenue', accountId: 1, ownerId: 'midtrans', name: null },
        to: { kind: 'member', accountId: 9, ownerId: 'm1', name: 'Sekar Wulandari' },
        entries: [
          { entryId: 13, amount: -100 },
          { entryId: 14, amount: 100 },
        ],
        seal: { sealId: 3, hash: 'ab12' },
      },
    });
  ledgerPage('finance');

  const search = await screen.findByRole('combobox', {
    name: "Nama, email atau HP fan / The fan's name, email or phone",
  });
  await userEvent.type(search, 'Sek');
  await userEvent.click(await screen.findByRole('option', { name: /sekar@fan.test/ }));
  const statement = await screen.findByTestId('fan-statement');
  await within(statement).findByText('Beli Paket Starter / Bought Paket Starter');
  expect(api.callsTo('GET /studio/fans/m1/statement')[0]!.query).toMatchObject({ page: '1', limit: '25' });

  await userEvent.type(screen.getByLabelText('Nomor transfer / Transfer number'), '7');
  await userEvent.click(screen.getByRole('button', { name: 'Cari / Find' }));
  const transfer = await screen.findByTestId('transfer');
  expect(transfer).toHaveTextContent(
    'Dari / From: revenue midtrans (#1) → ke / to: member Sekar Wulandari (#9)',
  );
  expect(transfer).toHaveTextContent('#13: -100 · #14: 100');
  expect(transfer).toHaveTextContent('Segel / Seal #3 ab12');
});

test('a transfer that does not exist is named as the API refuses it', async () => {
  api.answer('GET /studio/transfers/99', {
    status: 404,
    body: { status: false, message: 'Transfer tidak ditemukan / Transfer not found' },
  });
  ledgerPage('finance');
  await userEvent.type(await screen.findByLabelText('Nomor transfer / Transfer number'), '99');
  await userEvent.click(screen.getByRole('button', { name: 'Cari / Find' }));
  expect(await screen.findByText('Transfer tidak ditemukan / Transfer not found')).toBeInTheDocument();
});

test('staff who do not read money are told the statement is not theirs, and it is never asked for', async () => {
  api.answer('GET /studio/fans', {
    status: true,
    data: [sekar],
    meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
  });
  const before = api.callsTo('GET /studio/fans/m1/statement').length;
  ledgerPage('editor');
  await userEvent.type(
    await screen.findByRole('combobox', { name: "Nama, email atau HP fan / The fan's name, email or phone" }),
    'Se',
  );
  await userEvent.click(await screen.findByRole('option', { name: /sekar@fan.test/ }));
  expect(
    await screen.findByText(
      "Mutasi koin fan hanya untuk finance, admin dan viewer / A fan's coin statement is for finance, admins and viewers",
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /studio/fans/m1/statement')).toHaveLength(before));
});
