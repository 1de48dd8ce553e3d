import { act, fireEvent, screen } from '@testing-library/react';
import { notifyInsufficientCoins } from '../components/spend-toasts';
import { renderWithProviders } from '../testing/render';
import { closeToast, showToast } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => {
  for (let step = 0; step < ms / 100; step += 1) act(() => jest.advanceTimersByTime(100));
};

// First in this file: the toaster is on the page from the first toast on.
it('puts no toaster on the page until the first toast, which then shows', async () => {
  renderWithProviders(<span />);
  expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
  act(() => void showToast('Berhasil masuk!'));
  expect(await screen.findByText('Berhasil masuk!')).toBeInTheDocument();
});

it('shows at most 3 toasts at once, each with a close button that closes it', async () => {
  renderWithProviders(<span />);
  act(() =>
    ['one', 'two', 'three', 'four'].forEach((text) => void showToast(`Toast ${text}`, { persist: true })),
  );
  expect(await screen.findByText('Toast four')).toBeInTheDocument();
  advance(1000);
  expect(screen.getAllByText(/^Toast /)).toHaveLength(3);
  const closeButtons = screen.getAllByRole('button', { name: 'Tutup / Close' });
  expect(closeButtons).toHaveLength(3);
  await act(async () => fireEvent.click(closeButtons[0]!));
  advance(1000);
  expect(screen.getAllByText(/^Toast /)).toHaveLength(2);
});

it('hides a toast after 4 s by default, and closes one by its key at once', async () => {
  renderWithProviders(<span />);
  let kept = '';
  act(() => {
    void showToast('Berhasil masuk!');
    kept = String(showToast('Menunggu pembayaran...', { persist: true }));
  });
  expect(await screen.findByText('Menunggu pembayaran...')).toBeInTheDocument();
  advance(3800);
  expect(screen.getByText('Berhasil masuk!')).toBeInTheDocument();
  advance(1000);
  expect(screen.queryByText('Berhasil masuk!')).toBeNull();
  expect(screen.getByText('Menunggu pembayaran...')).toBeInTheDocument();
  await act(async () => closeToast(kept));
  advance(1000);
  expect(screen.queryByText('Menunggu pembayaran...')).toBeNull();
});

it("toasts 'Koin Tidak Mencukupi' with the reason and the top-up hint, for 4 s", async () => {
  renderWithProviders(<span />);
  act(() => notifyInsufficientCoins());
  const insufficient =
    'Koin Tidak Mencukupi / Insufficient Coins: Saldo koinmu tidak cukup. Top up dulu, yuk! / Your coin balance is too low. Top up first!';
  expect(await screen.findByText(insufficient)).toBeInTheDocument();
  advance(3800);
  expect(screen.getByText(insufficient)).toBeInTheDocument();
  advance(1000);
  expect(screen.queryByText(insufficient)).toBeNull();
});
