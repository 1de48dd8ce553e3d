import { AppProviders, MemoryRouter } from '@fanhub/shared-ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { fanEvent } from '../../../testing/events';
import { EventListPage } from './event-list-page';

jest.mock('../api/get-banners', () => ({ getEventBanners: jest.fn(async () => []) }));
jest.mock('../api/get-events', () => ({ EVENTS_PER_PAGE: 4, getEvents: jest.fn() }));
jest.mock('../api/share-event', () => ({ shareEvent: jest.fn(async () => 13) }));
const { getEvents } = jest.requireMock('../api/get-events') as { getEvents: jest.Mock };

const named = (category: string) => (n: number) =>
  fanEvent({ _id: `${category}-${n}`, title: `${category} ${n}`, category: category as 'Concert' });
const PAGES: Record<string, ReturnType<ReturnType<typeof named>>[][]> = {
  // Page 2 repeats an event of page 1, as a list that grew between two loads would.
  all: [[1, 2, 3, 4].map(named('all')), [4, 5].map(named('all'))],
  Festival: [[1].map(named('Festival'))],
};

beforeEach(() => {
  getEvents.mockReset().mockImplementation(async (page: number, category: string) => ({
    items: PAGES[category]?.[page - 1] ?? [],
    totalPages: PAGES[category]?.length ?? 1,
  }));
});

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <EventListPage />
      </MemoryRouter>
    </AppProviders>,
  );
const more = { name: 'Lihat Lebih Banyak Event / See More Events' };

it('loads more while pages remain, never repeating an event', async () => {
  renderPage();
  expect(await screen.findAllByTestId('event-card')).toHaveLength(4);
  fireEvent.click(screen.getByRole('button', more));
  expect(await screen.findByText('all 5')).toBeInTheDocument();
  expect(screen.getAllByTestId('event-card')).toHaveLength(5);
  expect(screen.queryByRole('button', more)).toBeNull();
});

it('starts again at page 1 with an empty list when the category changes', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', more));
  expect(await screen.findByText('all 5')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Festival' }));
  expect(await screen.findByText('Festival 1')).toBeInTheDocument();
  expect(screen.getAllByTestId('event-card')).toHaveLength(1);
  expect(getEvents).toHaveBeenLastCalledWith(1, 'Festival');
  fireEvent.click(screen.getByRole('button', { name: 'Nobar / Watch Party' }));
  expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
});

it('counts a share at once and then shows the count the server answers', async () => {
  renderPage();
  const [first] = await screen.findAllByTestId('event-card');
  expect(first!.querySelector('[data-testid="share-count"]')).toHaveTextContent('12');
  fireEvent.click(screen.getAllByRole('button', { name: /^Bagikan \/ Share/ })[0]!);
  expect(await screen.findAllByText('13')).not.toHaveLength(0);
});
