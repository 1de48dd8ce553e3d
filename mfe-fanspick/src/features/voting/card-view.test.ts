import type { VotingCard } from '@fanhub/contract';
import { NO_RULES } from '../../testing/votings';
import { cardView } from './card-view';

const voting: VotingCard = {
  _id: 'v1',
  categoryId: 'c1',
  title: 'Best Vocalist 2026',
  image: '/v1/file/x.png',
  description: '',
  status: 'trending',
  durationTime: '2026-12-01T10:00:00Z',
  supporterCount: 1234,
  totalCoins: 56789,
  totalHearts: 0,
  totalVotes: 56789,
  daysRemaining: 10,
  createdAt: '2026-11-01T10:00:00Z',
  rules: NO_RULES,
};
const now = new Date('2026-11-21T10:00:00Z');

it('shows supporters, votes and the time left the Indonesian way', () => {
  expect(cardView(voting, now)).toEqual({
    status: 'trending',
    supporters: '1.234',
    votes: '56.789',
    remaining: '10 hari lagi / 10 days left',
  });
});

it('shows its status, and an unknown one as Active', () => {
  expect(cardView({ ...voting, status: 'paused' as never }, now).status).toBe('active');
  expect(cardView({ ...voting, status: 'completed' }, now).status).toBe('completed');
});

it("says 'sudah berakhir' once the voting ended", () => {
  expect(cardView({ ...voting, durationTime: '2026-11-01T00:00:00Z' }, now).remaining).toBe(
    'sudah berakhir / ended',
  );
});
