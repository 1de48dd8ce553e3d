import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { RankingList } from './ranking-list';

const fans = ['Siti', 'Minji', 'Rizky', 'Dimas'].map((fullName, index) => ({
  userId: `u${index}`,
  fullName,
  avatar: null,
  coins: 2000 - index * 250,
}));
const badges = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-badge]')!.getAttribute('data-badge'));

it('lists fans in order with their coins, names kept from translation', () => {
  renderWithProviders(<RankingList fans={fans} order="mvp" testId="mvps" />);
  const rows = within(screen.getByTestId('mvps')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'SSiti2.000 Koin',
    'MMinji1.750 Koin',
    'RRizky1.500 Koin',
    'DDimas1.250 Koin',
  ]);
  expect(screen.getByText('Siti')).toHaveClass('notranslate');
});

it('gives MVPs crown, award, star and Top FansPickers crown, star, award; trophies after', () => {
  const { unmount } = renderWithProviders(<RankingList fans={fans} order="mvp" />);
  expect(badges()).toEqual(['crown', 'award', 'star', 'trophy']);
  unmount();
  renderWithProviders(<RankingList fans={fans} order="fanspicker" />);
  expect(badges()).toEqual(['crown', 'star', 'award', 'trophy']);
});
