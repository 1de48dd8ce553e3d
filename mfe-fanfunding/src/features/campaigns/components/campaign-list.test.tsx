import { AppProviders, MemoryRouter } from '@fanhub/shared-ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { campaign } from '../../../testing/campaigns';
import { CampaignListPage } from './campaign-list-page';

jest.mock('../api/get-banners', () => ({ getFanFundingBanners: jest.fn(async () => []) }));
jest.mock('../api/get-campaigns', () => ({ getCampaigns: jest.fn() }));
const { getCampaigns } = jest.requireMock('../api/get-campaigns') as { getCampaigns: jest.Mock };

const named = (status: string) => (n: number) =>
  campaign({ _id: `${status}-${n}`, title: `${status} ${n}`, status: status as 'active' });
const PAGES: Record<string, ReturnType<ReturnType<typeof named>>[][]> = {
  // Page 2 repeats a campaign of page 1, as a list that grew between two loads would.
  all: [[1, 2, 3].map(named('all')), [3, 4].map(named('all'))],
  trending: [[1].map(named('trending'))],
};

beforeEach(() => {
  getCampaigns.mockReset().mockImplementation(async (page: number, status: string) => ({
    items: PAGES[status]?.[page - 1] ?? [],
    totalPages: PAGES[status]?.length ?? 1,
  }));
});

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <CampaignListPage />
      </MemoryRouter>
    </AppProviders>,
  );

it('appends only campaigns not shown yet and hides Load More on the last page', async () => {
  renderPage();
  expect(await screen.findAllByTestId('campaign-card')).toHaveLength(3);
  fireEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak / Load More' }));
  expect(await screen.findByText('all 4')).toBeInTheDocument();
  expect(screen.getAllByTestId('campaign-card')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: /Load More/ })).toBeNull();
  expect(getCampaigns.mock.calls).toEqual([
    [1, 'all'],
    [2, 'all'],
  ]);
});

it('starts again at page 1 with an empty list when the filter changes', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Muat Lebih Banyak / Load More' }));
  expect(await screen.findByText('all 4')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Trending' }));
  expect(await screen.findByText('trending 1')).toBeInTheDocument();
  expect(screen.getAllByTestId('campaign-card')).toHaveLength(1);
  expect(getCampaigns).toHaveBeenLastCalledWith(1, 'trending');
  fireEvent.click(screen.getByRole('button', { name: 'Selesai / Completed' }));
  expect(await screen.findByTestId('list-empty')).toHaveTextContent('Belum ada kampanye di sini');
});

it('offers a retry when the campaigns cannot load', async () => {
  getCampaigns.mockRejectedValueOnce(new Error('Terjadi kesalahan / An error occurred'));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi / Retry' }));
  expect(await screen.findAllByTestId('campaign-card')).toHaveLength(3);
});
