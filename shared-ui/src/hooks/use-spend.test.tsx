import { act, renderHook, screen } from '@testing-library/react';
import { ApiError, intents, SessionProvider, type Intent } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import type { ReactNode } from 'react';
import { AppProviders } from '../components/app-providers';
import { HEARTS, useCoinSpend, useSpend } from './use-spend';

const PROJECT = { _id: 'p1', title: 'LED ad for Jiwon' };

function renderSpend(coins: number) {
  const session = signedInSession(coins);
  const send = jest.fn<Promise<{ balance: number }>, [number, string, string]>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <SessionProvider value={session}>{children}</SessionProvider>
    </AppProviders>
  );
  const { result } = renderHook(
    () =>
      useCoinSpend({
        target: PROJECT,
        succeeded: ['Vote Berhasil!', 'Vote Successful!'],
        failed: ['Vote Gagal', 'Vote Failed'],
        send,
      }),
    { wrapper },
  );
  return { session, send, spend: result };
}

it("sends the amount and message, takes the server's balance, toasts, and starts over at 10 coins", async () => {
  const { session, send, spend } = renderSpend(100);
  expect(spend.current.amount).toBe(10);
  act(() => {
    spend.current.setAmount(15);
    spend.current.setMessage('Semangat!');
  });
  send.mockResolvedValue({ balance: 85 });
  let answer: { balance: number } | undefined;
  await act(async () => {
    answer = await spend.current.submit();
  });
  expect(send).toHaveBeenCalledWith(15, 'Semangat!', expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(answer).toEqual({ balance: 85 });
  expect(session.coins).toBe(85);
  expect(
    await screen.findByText(/^Vote Berhasil! \/ Vote Successful! 15 Koin untuk LED ad for Jiwon/),
  ).toBeVisible();
  expect([spend.current.amount, spend.current.message]).toEqual([10, '']);
});

it("toasts the server's reason on a refusal, keeps the balance and what the fan entered", async () => {
  const { session, send, spend } = renderSpend(100);
  send.mockRejectedValue(
    new ApiError('Voting ini sudah berakhir / This voting has ended', 422, 'VOTING_ENDED'),
  );
  let answer: { balance: number } | undefined = { balance: -1 };
  await act(async () => {
    answer = await spend.current.submit();
  });
  expect(answer).toBeUndefined();
  expect(
    await screen.findByText('Vote Gagal / Vote Failed: Voting ini sudah berakhir / This voting has ended'),
  ).toBeVisible();
  expect(session.coins).toBe(100);
  expect(spend.current.amount).toBe(10);
  expect(spend.current.sending).toBe(false);
});

it('asks the shell for the email code when the spend was refused for an unconfirmed email, and only then', async () => {
  const asked: Intent[] = [];
  const stop = intents.subscribe((intent) => asked.push(intent));
  const { send, spend } = renderSpend(100);
  send.mockRejectedValueOnce(
    new ApiError('Voting ini sudah berakhir / This voting has ended', 422, 'VOTING_ENDED'),
  );
  await act(async () => void (await spend.current.submit()));
  expect(asked.filter(({ type }) => type === 'confirm-email')).toEqual([]);
  send.mockRejectedValueOnce(
    new ApiError('Konfirmasi email kamu dulu / Confirm your email first', 403, 'EMAIL_NOT_CONFIRMED'),
  );
  await act(async () => void (await spend.current.submit()));
  stop();
  expect(asked.filter(({ type }) => type === 'confirm-email')).toEqual([{ type: 'confirm-email' }]);
});

it('retries the same spend with the same Idempotency-Key, so it cannot be paid twice', async () => {
  const { send, spend } = renderSpend(100);
  send.mockRejectedValueOnce(new ApiError('Terjadi kesalahan / An error occurred', 0, undefined));
  send.mockResolvedValueOnce({ balance: 90 });
  await act(async () => void (await spend.current.submit()));
  await act(async () => void (await spend.current.submit()));
  const [first, retry] = send.mock.calls.map((call) => call[2]);
  expect(retry).toBe(first);
});

it('uses a new key for a different spend, and for the next one after a success', async () => {
  const { send, spend } = renderSpend(100);
  send.mockRejectedValueOnce(new ApiError('Terjadi kesalahan / An error occurred', 0, undefined));
  send.mockResolvedValue({ balance: 80 });
  await act(async () => void (await spend.current.submit()));
  act(() => spend.current.setAmount(20));
  await act(async () => void (await spend.current.submit()));
  await act(async () => void (await spend.current.submit()));
  const [first, changed, next] = send.mock.calls.map((call) => call[2]);
  expect(new Set([first, changed, next]).size).toBe(3);
});

it('is sending while the request is out', async () => {
  const { send, spend } = renderSpend(100);
  let answer!: (value: { balance: number }) => void;
  send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  let submitted: Promise<unknown>;
  act(() => {
    submitted = spend.current.submit();
  });
  expect(spend.current.sending).toBe(true);
  await act(async () => {
    answer({ balance: 90 });
    await submitted;
  });
  expect(spend.current.sending).toBe(false);
});

it("spends hearts: 5 by default, the server's hearts after it, and the coins untouched", async () => {
  const session = signedInSession(100);
  session.setHearts(12);
  const send = jest.fn<Promise<{ hearts: number }>, [number, string, string]>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <SessionProvider value={session}>{children}</SessionProvider>
    </AppProviders>
  );
  const { result: spend } = renderHook(
    () =>
      useSpend(HEARTS, {
        target: PROJECT,
        succeeded: ['Vote Berhasil!', 'Vote Successful!'],
        failed: ['Vote Gagal', 'Vote Failed'],
        send,
      }),
    { wrapper },
  );
  expect([spend.current.amount, spend.current.balance]).toEqual([5, 12]);
  send.mockResolvedValue({ hearts: 7 });
  await act(async () => void (await spend.current.submit()));
  expect(send).toHaveBeenCalledWith(5, '', expect.any(String));
  expect([session.hearts, session.coins]).toEqual([7, 100]);
  expect(
    await screen.findByText(/^Vote Berhasil! \/ Vote Successful! 5 Hati untuk LED ad for Jiwon/),
  ).toBeVisible();
});
