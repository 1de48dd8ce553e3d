import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordDownloads, renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { reconciliationResource } from './reconciliation';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const row = (check: string, records: number, ledger: number, detail: string[] = []) => ({
  check,
  records,
  ledger,
  difference: records - ledger,
  detail,
});

test('a day that does not balance is red with what differs, a balanced one green, each with its CSV', async () => {
  api
    .answer('GET /studio/reconciliation', {
      status: true,
      data: [
        { _id: '2026-11-26', balanced: false, rows: [row('top-ups', 300, 200, ['INV/9 paid, no coins'])] },
        { _id: '2026-11-25', balanced: true, rows: [row('top-ups', 100, 100)] },
      ],
    })
    .answer('GET /studio/reconciliation/2026-11-26/csv', {
      status: 200,
      body: 'check,records,ledger,difference,detail\n',
      contentType: 'text/csv',
    });
  const saved = recordDownloads();
  renderStudio([reconciliationResource], { role: 'viewer', path: '/reconciliation' });

  const unbalanced = await screen.findByTestId('reconciliation-2026-11-26');
  expect(within(unbalanced).getByText(/Tidak seimbang \/ Does not balance/)).toHaveAttribute(
    'data-balanced',
    'false',
  );
  expect(within(unbalanced).getByText('INV/9 paid, no coins')).toBeInTheDocument();
  expect(within(unbalanced).getByText('100')).toBeInTheDocument();
  const balanced = screen.getByTestId('reconciliation-2026-11-25');
  expect(within(balanced).getByText(/Seimbang \/ Balanced/)).toHaveAttribute('data-balanced', 'true');

  await userEvent.click(within(unbalanced).getByRole('button', { name: 'CSV' }));
  await waitFor(() => expect(saved).toEqual(['reconciliation-2026-11-26.csv']));
  expect(api.callsTo('GET /studio/reconciliation/2026-11-26/csv')).toHaveLength(1);
});
