import { screen } from '@testing-library/react';
import { SessionProvider } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { renderWithProviders } from '../testing/render';
import { SupporterList } from './supporter-list';

const entry = (n: number, overrides = {}) => ({
  _id: `s${n}`,
  userId: `u${n}`,
  name: `Fan ${n}`,
  email: `fa***${n}@fanhub.id`,
  avatar: null,
  coins: n * 10,
  message: '',
  createdAt: '2026-11-20T10:30:00.000Z',
  ...overrides,
});

it('lists each supporter with initial, coins, message, masked email and date, in the order given', () => {
  renderWithProviders(
    <SupporterList
      kind="support"
      entries={[entry(1, { message: 'Semangat!' }), entry(2)]}
      testId="supporters"
    />,
  );
  const rows = screen.getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Fan 1 · 10 Koin');
  expect(rows[0]).toHaveTextContent('Semangat!');
  expect(rows[0]).toHaveTextContent('fa***1@fanhub.id · 20 Nov 2026');
  expect(rows[1]).toHaveTextContent('Fan 2 · 20 Koin');
  expect(screen.getAllByText('F')).toHaveLength(2);
});

it('says so when nobody has supported yet', () => {
  renderWithProviders(<SupporterList kind="support" entries={[]} testId="supporters" />);
  expect(screen.getByText('Belum ada dukungan / No supporters yet')).toBeInTheDocument();
});

describe("reporting another fan's message", () => {
  const entries = [
    entry(1, { userId: 'm1', message: 'Pesanku sendiri' }),
    entry(2, { message: 'Pesan fan lain' }),
    entry(3),
  ];
  const report = () => screen.queryAllByRole('button', { name: 'Laporkan pesan / Report message' });

  it('is offered to a signed-in fan on messages of others only', () => {
    renderWithProviders(
      <SessionProvider value={signedInSession(10)}>
        <SupporterList kind="support" entries={entries} testId="supporters" />
      </SessionProvider>,
    );
    const rows = screen.getAllByRole('listitem');
    expect(report()).toHaveLength(1);
    expect(rows[1]).toContainElement(report()[0]!);
  });

  it('is not offered to a visitor', () => {
    const visitor = signedInSession(10);
    visitor.logout();
    renderWithProviders(
      <SessionProvider value={visitor}>
        <SupporterList kind="support" entries={entries} testId="supporters" />
      </SessionProvider>,
    );
    expect(report()).toHaveLength(0);
  });
});
