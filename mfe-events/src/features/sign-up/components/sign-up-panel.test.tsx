import type { FanEvent, MySignUp } from '@fanhub/contract';
import { ApiError, IntentChannel, intents, SessionProvider, SessionStore } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders } from '@fanhub/shared-ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fanEvent } from '../../../testing/events';
import { SignUpPanel } from './sign-up-panel';

jest.mock('../api/sign-up', () => ({ signUpForEvent: jest.fn() }));
const { signUpForEvent } = jest.requireMock('../api/sign-up') as { signUpForEvent: jest.Mock };
jest.mock('../api/cancel-sign-up', () => ({ cancelSignUp: jest.fn() }));
const { cancelSignUp } = jest.requireMock('../api/cancel-sign-up') as { cancelSignUp: jest.Mock };

function renderPanel(
  event: FanEvent,
  { coins = 1000, mine, session }: { coins?: number; mine?: MySignUp; session?: SessionStore } = {},
) {
  const store = session ?? signedInSession(coins);
  const onSignedUp = jest.fn();
  render(
    <AppProviders>
      <SessionProvider value={store}>
        <SignUpPanel event={event} mine={mine} onSignedUp={onSignedUp} />
      </SessionProvider>
    </AppProviders>,
  );
  return {
    session: store,
    onSignedUp,
    daftar: () => screen.getByRole('button', { name: 'Daftar / Sign Up', hidden: true }),
  };
}
const answer = (overrides = {}) => ({
  message: 'ok',
  type: 'free',
  balance: 1000,
  partnerSignUpLink: null,
  event: fanEvent(),
  ...overrides,
});

beforeEach(() => {
  signUpForEvent.mockReset();
  jest.useRealTimers();
});

it('asks a visitor to sign in first', () => {
  const requestLogin = jest.spyOn(intents, 'requestLogin');
  const { daftar } = renderPanel(fanEvent({ price: 0 }), {
    session: new SessionStore(localStorage, new IntentChannel()),
  });
  fireEvent.click(daftar());
  expect(requestLogin).toHaveBeenCalledWith('mendaftar event', 'sign up for an event', expect.any(Function));
  expect(signUpForEvent).not.toHaveBeenCalled();
});

it("signs up for a free event at once: 'Pendaftaran Berhasil!', the ticket by email", async () => {
  signUpForEvent.mockResolvedValue(answer());
  const { daftar, onSignedUp } = renderPanel(fanEvent({ price: 0, signUpType: 'free' }));
  fireEvent.click(daftar());
  expect(
    await screen.findByText(
      /^Pendaftaran Berhasil! Tiketmu dikirim ke email dan ada di Member Area > Tiket\./,
    ),
  ).toBeInTheDocument();
  expect(signUpForEvent).toHaveBeenCalledWith('e1', 'free', expect.any(String));
  expect(onSignedUp).toHaveBeenCalled();
});

it("confirms a paid event with its price and the balance, pays on 'Iya' and shows the server's balance", async () => {
  signUpForEvent.mockResolvedValue(answer({ type: 'paid', balance: 750 }));
  const { daftar, session } = renderPanel(fanEvent({ price: 250 }), { coins: 1000 });
  fireEvent.click(daftar());
  // The confirmation downloads on demand, the first time a fan signs up for a paid event.
  expect(await screen.findByTestId('confirm-price')).toHaveTextContent('HTM: 250 Koin');
  expect(screen.getByTestId('confirm-balance')).toHaveTextContent('Saldo / Balance: 1.000 Koin');
  expect(signUpForEvent).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Iya / Yes' }));
  expect(
    await screen.findByText(/^Pendaftaran Berhasil! 250 Koin telah dipotong dari saldomu\./),
  ).toBeInTheDocument();
  expect(signUpForEvent).toHaveBeenCalledWith('e1', 'paid', expect.any(String));
  expect(session.coins).toBe(750);
});

it("opens the coin modal instead when 'Iya' is pressed with too few coins, spending nothing", async () => {
  const requestTopUp = jest.spyOn(intents, 'requestTopUp');
  const { daftar } = renderPanel(fanEvent({ price: 250 }), { coins: 100 });
  fireEvent.click(daftar());
  fireEvent.click(screen.getByRole('button', { name: 'Iya / Yes' }));
  expect(await screen.findByText(/^Koin Tidak Mencukupi \/ Insufficient Coins/)).toBeInTheDocument();
  // The coin modal opens once the confirmation has finished closing, never over it.
  await waitFor(() => expect(requestTopUp).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: 'Konfirmasi Pendaftaran / Confirm Registration' })).toBeNull();
  expect(signUpForEvent).not.toHaveBeenCalled();
});

it('opens a tab within the click and sends it to the partner 3 s after the sign-up', async () => {
  jest.useFakeTimers();
  const tab = { closed: false, opener: {}, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  signUpForEvent.mockResolvedValue(
    answer({ type: 'partner', partnerSignUpLink: 'https://partner.example/nova' }),
  );
  const { daftar } = renderPanel(
    fanEvent({ price: 0, partnerSignUpLink: 'https://partner.example/nova', signUpType: 'partner' }),
  );
  fireEvent.click(daftar());
  expect(open).toHaveBeenCalledWith('', '_blank');
  await act(async () => undefined);
  expect(screen.getByText(/^Diarahkan ke Partner/)).toBeInTheDocument();
  expect(tab.location.href).toBe('');
  act(() => void jest.advanceTimersByTime(3000));
  expect(tab.location.href).toBe('https://partner.example/nova');
  expect(tab.opener).toBeNull();
  open.mockRestore();
});

it("says 'Link Partner Tidak Tersedia' and closes the tab when the partner link is missing", async () => {
  const tab = { closed: false, opener: {}, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  signUpForEvent.mockResolvedValue(answer({ type: 'partner', partnerSignUpLink: null }));
  const { daftar } = renderPanel(fanEvent({ price: 0, partnerSignUpLink: 'https://partner.example/x' }));
  fireEvent.click(daftar());
  expect(
    await screen.findByText('Link Partner Tidak Tersedia / Partner Link Unavailable'),
  ).toBeInTheDocument();
  expect(tab.close).toHaveBeenCalled();
  open.mockRestore();
});

it("says 'Pendaftaran Gagal' with the server's message, or the system error when there is none", async () => {
  signUpForEvent.mockRejectedValueOnce(
    new ApiError('Tiket event ini sudah habis / This event is sold out', 409, 'SOLD_OUT'),
  );
  signUpForEvent.mockRejectedValueOnce(new ApiError('network', 0, undefined));
  const { daftar, onSignedUp } = renderPanel(fanEvent({ price: 0 }));
  fireEvent.click(daftar());
  expect(
    await screen.findByText(
      'Pendaftaran Gagal / Registration Failed: Tiket event ini sudah habis / This event is sold out',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(daftar()).toBeEnabled());
  fireEvent.click(daftar());
  expect(
    await screen.findByText(
      'Pendaftaran Gagal / Registration Failed: Terjadi kesalahan sistem. Silakan coba lagi. / A system error occurred. Please try again.',
    ),
  ).toBeInTheDocument();
  expect(onSignedUp).not.toHaveBeenCalled();
});

it('shows a fan who signed up that they are signed up, with no second Daftar', () => {
  renderPanel(fanEvent(), {
    mine: { signedUp: true, type: 'paid', signedUpAt: '2026-11-20T10:00:00.000Z', mayCancel: false },
  });
  expect(screen.getByTestId('signed-up')).toHaveTextContent("Kamu sudah terdaftar / You're signed up");
  expect(screen.queryByRole('button', { name: 'Daftar / Sign Up', hidden: true })).toBeNull();
  // The event does not let fans cancel: nothing offers it.
  expect(screen.queryByRole('button', { name: 'Batalkan pendaftaran / Cancel my sign-up' })).toBeNull();
});

it('lets a fan cancel where the event allows it: after a confirmation, the coins the server returns are shown', async () => {
  cancelSignUp.mockResolvedValue({
    message:
      'Pendaftaran dibatalkan; 150 Koin kembali ke saldomu / Sign-up cancelled; 150 coins are back in your balance',
    balance: 150,
    event: fanEvent(),
  });
  const { session, onSignedUp } = renderPanel(fanEvent({ price: 150, title: 'Fan Meeting' }), {
    coins: 0,
    mine: { signedUp: true, type: 'paid', signedUpAt: '2026-11-20T10:00:00.000Z', mayCancel: true },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Batalkan pendaftaran / Cancel my sign-up' }));
  expect(
    await screen.findByText(
      '150 Koin kembali ke saldomu dan tiketmu untuk Fan Meeting tidak berlaku lagi. / 150 coins come back to your balance and your ticket for Fan Meeting stops working.',
    ),
  ).toBeInTheDocument();
  expect(cancelSignUp).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Ya, batalkan / Yes, cancel' }));
  expect(
    await screen.findByText(
      'Pendaftaran dibatalkan; 150 Koin kembali ke saldomu / Sign-up cancelled; 150 coins are back in your balance',
    ),
  ).toBeInTheDocument();
  expect(cancelSignUp).toHaveBeenCalledWith(fanEvent()._id);
  expect(session.coins).toBe(150);
  expect(onSignedUp).toHaveBeenCalled();
});

it.each([
  [{ status: 'sold-out' as const }, 'Tiket habis / Sold out'],
  [{ ended: true }, 'Event sudah berakhir / This event is over'],
])('closes Daftar for %j and says why', (overrides, reason) => {
  renderPanel(fanEvent(overrides));
  expect(screen.getByTestId('sign-up-closed')).toHaveTextContent(reason);
  expect(screen.getByTestId('sign-up-closed')).toBeDisabled();
});
