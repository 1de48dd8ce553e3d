import { ApiError, intents, SessionProvider } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders } from '@fanhub/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { campaign } from '../../../testing/campaigns';
import { NOT_ENOUGH_WARNING, SupportModal } from './support-modal';

jest.mock('../api/support-campaign', () => ({ supportCampaign: jest.fn() }));
const { supportCampaign } = jest.requireMock('../api/support-campaign') as { supportCampaign: jest.Mock };

/** The modal as the campaign page holds it: open until it asks to close. */
function OpenUntilClosed({ onClose, onSupported }: { onClose: () => void; onSupported: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SupportModal
      campaign={campaign({ title: 'Billboard NOVA' })}
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      onSupported={onSupported}
    />
  );
}

function renderModal(coins: number) {
  const session = signedInSession(coins);
  const onSupported = jest.fn();
  const onClose = jest.fn();
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <OpenUntilClosed onClose={onClose} onSupported={onSupported} />
      </SessionProvider>
    </AppProviders>,
  );
  // The submit button names what it spends ("Support 10 Koin").
  const supportButton = () => screen.getByRole('button', { name: /^Support \d/, hidden: true });
  const amountField = () => screen.getByRole('textbox', { name: 'Koin', hidden: true });
  const messageField = () =>
    screen.getByRole('textbox', { name: 'Pesan (opsional) / Message (optional)', hidden: true });
  return { session, onSupported, onClose, supportButton, amountField, messageField };
}

beforeEach(() => supportCampaign.mockReset());

it('shows the campaign, starts at 10 coins and shows the total', () => {
  const { amountField } = renderModal(100);
  expect(screen.getByText('Billboard NOVA')).toBeInTheDocument();
  expect(screen.getByText(/Terkumpul \/ Collected: 1.000 Koin · Target: 3.000 Koin/)).toBeInTheDocument();
  expect(amountField()).toHaveValue('10');
  expect(screen.getByTestId('support-total')).toHaveTextContent('10 Koin');
  expect(screen.getByRole('button', { name: 'Support 10 Koin', hidden: true })).toBeEnabled();
});

it('keeps digits only, spends 1 for an empty amount and shows 1 once the field is left, and disables minus at 1', () => {
  const { amountField } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '2x5' } });
  expect(amountField()).toHaveValue('25');
  expect(screen.getByTestId('support-total')).toHaveTextContent('25 Koin');
  expect(screen.getByRole('button', { name: 'Support 25 Koin', hidden: true })).toBeEnabled();
  // Cleared, the field stays empty while the fan types; what would be spent is 1, and leaving shows it.
  fireEvent.change(amountField(), { target: { value: '' } });
  expect(amountField()).toHaveValue('');
  expect(screen.getByTestId('support-total')).toHaveTextContent('1 Koin');
  expect(screen.getByRole('button', { name: 'Support 1 Koin', hidden: true })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Kurangi / Decrease', hidden: true })).toBeDisabled();
  fireEvent.blur(amountField());
  expect(amountField()).toHaveValue('1');
});

it('keeps the message to 500 characters', () => {
  const { messageField } = renderModal(100);
  fireEvent.change(messageField(), { target: { value: 'x'.repeat(600) } });
  expect(messageField()).toHaveValue('x'.repeat(500));
});

it('warns above the balance; Support then says so, closes and opens the coin modal, spending nothing', async () => {
  const requestTopUp = jest.spyOn(intents, 'requestTopUp');
  const { amountField, supportButton, onClose } = renderModal(12);
  expect(screen.queryByText(NOT_ENOUGH_WARNING)).toBeNull();
  fireEvent.change(amountField(), { target: { value: '13' } });
  expect(
    screen.getByText("Ups! Koin kamu tidak cukup / Oops! You don't have enough Koin"),
  ).toBeInTheDocument();
  fireEvent.click(supportButton());
  expect(
    await screen.findByText(/^Koin Tidak Mencukupi \/ Insufficient Coins: Saldo koinmu tidak cukup/),
  ).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  // The coin modal opens once this one has finished closing, never over it.
  await waitFor(() => expect(requestTopUp).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: 'Support', hidden: true })).toBeNull();
  expect(supportCampaign).not.toHaveBeenCalled();
});

it("supports with the message, shows the server's balance and hands over the result, leaving the thanks to the page", async () => {
  const result = {
    supportId: 's1',
    balance: 75,
    collectedCoins: 1025,
    participants: 1235,
    campaign: campaign(),
  };
  supportCampaign.mockResolvedValue(result);
  const { session, onSupported, amountField, messageField, supportButton } = renderModal(100);
  fireEvent.change(amountField(), { target: { value: '25' } });
  fireEvent.change(messageField(), { target: { value: 'Semangat NOVA!' } });
  fireEvent.click(supportButton());
  await waitFor(() => expect(onSupported).toHaveBeenCalledWith(result));
  expect(supportCampaign).toHaveBeenCalledWith(
    'c1',
    25,
    'Semangat NOVA!',
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  );
  expect(session.coins).toBe(75);
  // The campaign page's thank-you is the one confirmation: no toast stacked over it.
  expect(screen.queryByText(/Support Berhasil!/)).toBeNull();
});

it("says 'Support Gagal' with the server's message and hands nothing over", async () => {
  supportCampaign.mockRejectedValue(
    new ApiError('Kampanye ini sudah selesai / This campaign is completed', 422, 'CAMPAIGN_COMPLETED'),
  );
  const { onSupported, supportButton } = renderModal(100);
  fireEvent.click(supportButton());
  expect(
    await screen.findByText(
      'Support Gagal / Support Failed: Kampanye ini sudah selesai / This campaign is completed',
    ),
  ).toBeInTheDocument();
  expect(onSupported).not.toHaveBeenCalled();
});
