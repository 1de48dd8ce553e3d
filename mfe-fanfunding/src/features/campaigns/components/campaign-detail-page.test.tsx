import type { CampaignStatus } from '@fanhub/contract';
import { intents, SessionProvider, SessionStore, IntentChannel } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders, MemoryRouter, Route, Routes } from '@fanhub/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaign, campaignDetail } from '../../../testing/campaigns';
import { CampaignDetailPage } from './campaign-detail-page';

jest.mock('../api/get-campaign', () => ({ getCampaign: jest.fn() }));
const { getCampaign } = jest.requireMock('../api/get-campaign') as { getCampaign: jest.Mock };
jest.mock('../api/support-campaign', () => ({ supportCampaign: jest.fn() }));
const { supportCampaign } = jest.requireMock('../api/support-campaign') as { supportCampaign: jest.Mock };

function renderDetail(status: CampaignStatus, session: SessionStore = signedInSession(100)) {
  getCampaign.mockResolvedValue(
    campaignDetail({
      status,
      collectedCoins: 3690,
      targetCoins: 3000,
      supports: [
        {
          _id: 's1',
          userId: 'u1',
          name: 'Minji',
          email: 'mi***@fanhub.id',
          avatar: null,
          coins: 25,
          message: 'Semangat!',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    }),
  );
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <MemoryRouter initialEntries={['/fanfunding/c1']}>
          <Routes>
            <Route path="/fanfunding/:campaignId" element={<CampaignDetailPage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </AppProviders>,
  );
}

it.each([
  ['active', 'Dukung Proyek Ini / Support This Project', 'Kampanye Aktif / Active Campaign'],
  ['trending', 'Ikut Kampanye Trending / Join Trending Campaign', 'Kampanye Trending / Trending Campaign'],
] as const)('an %s campaign offers "%s" and Top up', async (status, label, heading) => {
  renderDetail(status);
  expect(await screen.findByRole('button', { name: label })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Top up Koin / Top up Coins' })).toBeEnabled();
  expect(screen.getByTestId('campaign-status-heading')).toHaveTextContent(heading);
});

it('a completed campaign shows the completed heading and disables Support and Top up', async () => {
  renderDetail('completed');
  expect(await screen.findByRole('button', { name: 'Kampanye Selesai / Campaign Completed' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Top up Koin / Top up Coins' })).toBeDisabled();
  expect(screen.getByTestId('campaign-status-heading')).toHaveTextContent(
    'Kampanye Selesai / Campaign Completed',
  );
});

it('caps the percent at 100 on the detail page and lists the supporters', async () => {
  renderDetail('active');
  expect(await screen.findByTestId('campaign-percent')).toHaveTextContent('100.00%');
  expect(screen.getByTestId('campaign-collected')).toHaveTextContent('3.690 Koin');
  expect(screen.getByTestId('campaign-supporters-list')).toHaveTextContent('Minji · 25 Koin');
  expect(screen.getByTestId('campaign-supporters-list')).toHaveTextContent('Semangat!');
});

it('asks a visitor to sign in before supporting', async () => {
  const requestLogin = jest.spyOn(intents, 'requestLogin');
  renderDetail('active', new SessionStore(localStorage, new IntentChannel()));
  fireEvent.click(await screen.findByRole('button', { name: 'Dukung Proyek Ini / Support This Project' }));
  expect(requestLogin).toHaveBeenCalledWith('mendukung kampanye', 'support a campaign', expect.any(Function));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('thanks the fan once the support modal has closed, never over it', async () => {
  supportCampaign.mockResolvedValue({
    supportId: 's2',
    balance: 90,
    collectedCoins: 3700,
    participants: 2,
    campaign: campaign({ collectedCoins: 3700 }),
  });
  const engaged = jest.spyOn(intents, 'engaged');
  renderDetail('active');
  fireEvent.click(await screen.findByRole('button', { name: 'Dukung Proyek Ini / Support This Project' }));
  const support = await screen.findByRole('dialog', { name: 'Support' });
  fireEvent.click(within(support).getByRole('button', { name: 'Support 10 Koin' }));

  const thanks = await screen.findByRole('dialog', { name: 'Terima kasih! / Thank you!' }, { timeout: 8000 });
  // Hidden or not, the support modal is gone from the page by the time the thank-you shows.
  expect(screen.queryByRole('dialog', { name: 'Support', hidden: true })).toBeNull();
  expect(thanks).toHaveTextContent('Terkumpul 3.700 Koin.');
  // One confirmation at a time: the thank-you alone, no toast beside it, and the push offer only after it.
  expect(screen.queryByText(/Support Berhasil!/)).toBeNull();
  expect(engaged).not.toHaveBeenCalled();
  fireEvent.click(within(thanks).getByRole('button', { name: 'Tutup / Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  expect(engaged).toHaveBeenCalledTimes(1);
});
