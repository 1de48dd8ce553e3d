import { AppProviders, MemoryRouter } from '@fanhub/shared-ui';
import { render, screen } from '@testing-library/react';
import { NO_RULES } from '../testing/votings';
import { VotingRulesPanel } from './voting-rules';

const rulesRead = (rules: Partial<typeof NO_RULES>) => {
  render(
    <AppProviders>
      <MemoryRouter>
        <VotingRulesPanel rules={{ ...NO_RULES, ...rules }} durationTime="2099-01-01T00:00:00Z" />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

test('a voting that takes coins at a point each says nothing about what it takes: the usual', () => {
  expect(rulesRead({}).join(' ')).not.toMatch(/poin|Hati/);
});

test('a voting that takes hearts says so, with what each is worth', () => {
  expect(rulesRead({ coinWeight: null, heartWeight: 1 })).toEqual(
    expect.arrayContaining([
      'Hanya menerima Hati / Takes hearts only',
      '1 Hati = 1 poin / 1 heart = 1 point',
    ]),
  );
});

test('a voting that takes both states both weights', () => {
  expect(rulesRead({ coinWeight: 10, heartWeight: 1 })).toEqual(
    expect.arrayContaining([
      'Menerima Koin dan Hati / Takes coins and hearts',
      '1 Koin = 10 poin / 1 coin = 10 points',
      '1 Hati = 1 poin / 1 heart = 1 point',
    ]),
  );
});
