import type { VotingCard } from '@fanhub/contract';
import { NO_RULES } from '../../../testing/votings';
import { AppProviders, MemoryRouter } from '@fanhub/shared-ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { VotingList } from './voting-list';

jest.mock('../api/get-votings', () => ({ getVotings: jest.fn(), getOpenVotings: jest.fn() }));
const { getVotings, getOpenVotings } = jest.requireMock('../api/get-votings') as {
  getVotings: jest.Mock;
  getOpenVotings: jest.Mock;
};

const voting = (n: number): VotingCard => ({
  _id: `v${n}`,
  categoryId: 'c1',
  title: `Voting ${n}`,
  image: '',
  description: '',
  status: 'trending',
  durationTime: '2099-01-01T00:00:00Z',
  supporterCount: n,
  totalCoins: n * 10,
  totalHearts: 0,
  totalVotes: n * 10,
  daysRemaining: 30,
  createdAt: '2026-11-01T00:00:00Z',
  rules: NO_RULES,
});
const pages = [[1, 2, 3], [3, 4, 5], [6]].map((page) => page.map(voting));

beforeEach(() => {
  for (const load of [getVotings, getOpenVotings])
    load
      .mockReset()
      .mockImplementation(async (page: number) => ({ items: pages[page - 1], totalPages: pages.length }));
});

const renderList = (onHome = false) =>
  render(
    <AppProviders>
      <MemoryRouter>
        <VotingList categoryId="c1" onHome={onHome} />
      </MemoryRouter>
    </AppProviders>,
  );

it('loads the next page from the server until there is none, without repeating a voting', async () => {
  renderList();
  expect(await screen.findAllByTestId('voting-card')).toHaveLength(3);
  fireEvent.click(screen.getByRole('button', { name: 'Lihat Lebih Banyak Voting / See More Votings' }));
  expect(await screen.findByText('Voting 5')).toBeInTheDocument();
  expect(screen.getAllByTestId('voting-card')).toHaveLength(5);
  fireEvent.click(screen.getByRole('button', { name: 'Lihat Lebih Banyak Voting / See More Votings' }));
  expect(await screen.findByText('Voting 6')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Lihat Lebih Banyak Voting/ })).toBeNull();
  expect(getVotings.mock.calls).toEqual([
    [1, 'c1'],
    [2, 'c1'],
    [3, 'c1'],
  ]);
});

it('shows each home card with the status the list shows it with, and no Load More on the home page', async () => {
  renderList(true);
  expect(await screen.findAllByTestId('voting-card')).toHaveLength(3);
  // Trending on the list is Trending on the home page: a fan is not told Active there and Trending a tap later.
  expect(screen.getAllByText('Trending')).toHaveLength(3);
  expect(screen.queryByText('Active')).toBeNull();
  expect(screen.queryByRole('button', { name: /Lihat Lebih Banyak Voting/ })).toBeNull();
  // Only open votings are asked for there.
  expect(getOpenVotings.mock.calls).toEqual([[1, 'c1']]);
  expect(getVotings).not.toHaveBeenCalled();
});

it('offers a retry when the list cannot load', async () => {
  getVotings.mockRejectedValueOnce(new Error('Terjadi kesalahan / Something went wrong'));
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi / Retry' }));
  expect(await screen.findAllByTestId('voting-card')).toHaveLength(3);
});
