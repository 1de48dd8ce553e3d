import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, intents, SessionProvider } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders } from '@fanhub/shared-ui';
import { INSUFFICIENT_WARNING, VoteModal } from './vote-modal';

jest.mock('../api/create-vote', () => ({ createVote: jest.fn() }));
const { createVote } = jest.requireMock('../api/create-vote') as { createVote: jest.Mock };

function renderModal(coins: number) {
  const session = signedInSession(coins);
  const onVoted = jest.fn();
  const onClose = jest.fn();
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <VoteModal
          project={{ _id: 'p1', title: 'LED ad for Jiwon' }}
          open
          onClose={onClose}
          onVoted={onVoted}
        />
      </SessionProvider>
    </AppProviders>,
  );
  const voteButton = () => screen.getByRole('button', { name: 'Vote', hidden: true });
  const amountField = () => screen.getByRole('textbox', { name: 'Koin', hidden: true });
  return { session, onVoted, onClose, voteButton, amountField };
}

beforeEach(() => createVote.mockReset());

it('starts at 10 coins and shows the total', () => {
  const { amountField } = renderModal(100);
  expect(amountField()).toHaveValue('10');
  expect(screen.getByTestId('vote-total')).toHaveTextContent('10 Koin');
});

it('keeps digits only, turns an empty amount into 1, and never goes below 1', () => {
  const { amountField } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '1a2' } });
  expect(amountField()).toHaveValue('12');
  fireEvent.change(amountField(), { target: { value: '' } });
  expect(amountField()).toHaveValue('1');
  expect(screen.getByRole('button', { name: 'Kurangi / Decrease', hidden: true })).toBeDisabled();
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
  const { session, onVoted, onClose, amountField, voteButton } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '15' } });
  fireEvent.change(
    screen.getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)', hidden: true }),
    { target: { value: 'Semangat!' } },
  );
  fireEvent.click(voteButton());
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
