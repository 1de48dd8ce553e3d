import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStudio, StandInApi } from '@fanhub/studio-kit/testing';
import { webVitalsResource } from './fans-web-vitals';

const api = new StandInApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const home = {
  route: '/',
  samples: 42,
  LCP: 1800,
  INP: 650,
  CLS: 0.12,
  TTFB: 300,
  FCP: 1200,
  USABLE: 2100,
  INERT: null,
};

test("each route's p75, coloured by its threshold, over the period staff choose", async () => {
  api.answer('GET /studio/web-vitals', (call) => ({
    status: true,
    data: call.query.days === '30' ? [home] : [],
  }));
  renderStudio([webVitalsResource], { role: 'viewer', path: '/web-vitals' });
  await waitFor(() => expect(api.callsTo('GET /studio/web-vitals')[0]?.query).toEqual({ days: '7' }));

  await userEvent.click(screen.getByRole('combobox', { name: 'Periode / Period' }));
  await userEvent.click(await screen.findByRole('option', { name: '30 hari terakhir / Last 30 days' }));
  const row = (await screen.findByText('42')).closest('tr')!;
  expect(within(row).getByText('1.800 ms')).toHaveAttribute('title', 'good');
  expect(within(row).getByText('650 ms')).toHaveAttribute('title', 'poor');
  expect(within(row).getByText('0.120')).toHaveAttribute('title', 'needs improvement');
  expect(within(row).getByText('–')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
    expect.arrayContaining(['Bisa dipakai / Usable p75', 'Diam setelah LCP / Inert after LCP p75']),
  );
});
