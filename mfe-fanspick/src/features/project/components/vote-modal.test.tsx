import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, intents, SessionProvider } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders } from '@fanhub/shared-ui';
import type { VotingRules } from '@fanhub/contract';
import { MemoryRouter } from '@fanhub/shared-ui';
import { HEARTS_WARNING, INSUFFICIENT_WARNING, VoteModal } from './vote-modal';

jest.mock('../api/create-vote', () => ({ createVote: jest.fn(), createHeartVote: jest.fn() }));
const { createVote, createHeartVote } = jest.requireMock('../api/create-vote') as {
  createVote: jest.Mock;
  createHeartVote: jest.Mock;
};

function renderModal(coins: number, rules?: Pick<VotingRules, 'coinWeight' | 'heartWeight'>, hearts = 0) {
  const session = signedInSession(coins);
  session.setHearts(hearts);
  const onVoted = jest.fn();
  const onClose = jest.fn();
  render(
    <AppProviders>
      <MemoryRouter>
        <SessionProvider value={session}>
          <VoteModal
            project={{ _id: 'p1', title: 'LED ad for Jiwon' }}
            rules={rules}
            open
            onClose={onClose}
            onVoted={onVoted}
          />
        </SessionProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  // The submit button names what it spends ("Vote 10 Koin").
  const voteButton = () => screen.getByRole('button', { name: /^Vote \d/, hidden: true });
  const amountField = () => screen.getByRole('textbox', { name: 'Koin', hidden: true });
  return { session, onVoted, onClose, voteButton, amountField };
}

beforeEach(() => {
  createVote.mockReset();
  createHeartVote.mockReset();
});

it('starts at 10 coins and shows the total', () => {
  const { amountField } = renderModal(100);
  expect(amountField()).toHaveValue('10');
  expect(screen.getByTestId('vote-total')).toHaveTextContent('10 Koin');
  expect(screen.getByRole('button', { name: 'Vote 10 Koin', hidden: true })).toBeEnabled();
});

it('keeps digits only, spends 1 for an empty amount and shows 1 once the field is left, and never goes below 1', () => {
  const { amountField } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '1a2' } });
  expect(amountField()).toHaveValue('12');
  // Cleared, the field stays empty while the fan types; what would be spent is 1, and leaving shows it.
  fireEvent.change(amountField(), { target: { value: '' } });
  expect(amountField()).toHaveValue('');
  expect(screen.getByTestId('vote-total')).toHaveTextContent('1 Koin');
  expect(screen.getByRole('button', { name: 'Vote 1 Koin', hidden: true })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Kurangi / Decrease', hidden: true })).toBeDisabled();
  fireEvent.blur(amountField());
  expect(amountField()).toHaveValue('1');
});

it('warns and disables Vote when the amount exceeds the balance', () => {
  const { amountField, voteButton } = renderModal(12);
  expect(voteButton()).toBeEnabled();
  fireEvent.change(amountField(), { target: { value: '13' } });
  expect(screen.getByText(INSUFFICIENT_WARNING)).toBeInTheDocument();
  expect(voteButton()).toBeDisabled();
  fireEvent.change(amountField(), { target: { value: '12' } });
  expect(screen.queryByText(INSUFFICIENT_WARNING)).toBeNull();
});

it("sends the vote, shows the server's balance and the success toast, then closes", async () => {
  createVote.mockResolvedValue({ voteId: 'v1', balance: 85, project: { _id: 'p1' } });
  const { session, onVoted, onClose, amountField } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '15' } });
  fireEvent.change(
    screen.getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)', hidden: true }),
    { target: { value: 'Semangat!' } },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Vote 15 Koin', hidden: true }));
  await waitFor(() => expect(onVoted).toHaveBeenCalled());
  expect(createVote).toHaveBeenCalledWith('p1', 15, 'Semangat!', expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(session.coins).toBe(85);
  expect(onClose).toHaveBeenCalled();
  expect(
    await screen.findByText(/^Vote Berhasil! \/ Vote Successful! 15 Koin untuk LED ad for Jiwon/),
  ).toBeInTheDocument();
});

it("says 'Vote Gagal' with the server's message when the vote is refused", async () => {
  createVote.mockRejectedValue(
    new ApiError('Voting ini sudah berakhir / This voting has ended', 422, 'VOTING_ENDED'),
  );
  const { onVoted, voteButton } = renderModal(100);
  fireEvent.click(voteButton());
  expect(
    await screen.findByText('Vote Gagal / Vote Failed: Voting ini sudah berakhir / This voting has ended'),
  ).toBeInTheDocument();
  expect(onVoted).not.toHaveBeenCalled();
});

it('asks the shell for the coin modal from Top up', () => {
  const requestTopUp = jest.spyOn(intents, 'requestTopUp');
  renderModal(5);
  fireEvent.click(screen.getByRole('button', { name: 'Top up', hidden: true }));
  expect(requestTopUp).toHaveBeenCalled();
});

describe('a voting that takes hearts', () => {
  const heartsField = () => screen.getByRole('textbox', { name: 'Hati', hidden: true });

  it('takes hearts only: 5 by default, worth their weight in votes, no message, and the coins untouched', async () => {
    createHeartVote.mockResolvedValue({ voteId: 'v1', hearts: 7, projectHearts: 5 });
    const { session, onVoted, voteButton } = renderModal(100, { coinWeight: null, heartWeight: 2 }, 12);
    expect(screen.queryByRole('button', { name: 'Koin', hidden: true })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Pesan/, hidden: true })).toBeNull();
    expect(heartsField()).toHaveValue('5');
    expect(screen.getByTestId('vote-total')).toHaveTextContent('5 Hati = 10 vote');
    expect(voteButton()).toHaveAccessibleName('Vote 5 Hati');
    fireEvent.click(voteButton());
    await waitFor(() => expect(onVoted).toHaveBeenCalled());
    expect(createHeartVote).toHaveBeenCalledWith('p1', 5, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(createVote).not.toHaveBeenCalled();
    expect([session.hearts, session.coins]).toEqual([7, 100]);
  });

  it('lets the fan pick coins or hearts when it takes both, and warns above the hearts they hold', () => {
    const { voteButton } = renderModal(100, { coinWeight: 10, heartWeight: 1 }, 3);
    expect(screen.getByRole('textbox', { name: 'Koin', hidden: true })).toHaveValue('10');
    fireEvent.click(screen.getByRole('button', { name: 'Hati / Hearts', hidden: true }));
    expect(heartsField()).toHaveValue('5');
    expect(screen.getByText(HEARTS_WARNING)).toBeInTheDocument();
    expect(voteButton()).toBeDisabled();
    fireEvent.change(heartsField(), { target: { value: '3' } });
    expect(voteButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Dapatkan Hati / Get hearts', hidden: true })).toHaveAttribute(
      'href',
      '/member-area/hati',
    );
  });
});
