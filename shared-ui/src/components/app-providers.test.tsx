import { act, screen } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { renderWithProviders } from '../testing/render';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => {
  for (let step = 0; step < ms / 100; step += 1) act(() => jest.advanceTimersByTime(100));
};

it('shows at most 3 toasts at once, each with a close button', () => {
  renderWithProviders(<span />);
  act(() =>
    ['one', 'two', 'three', 'four'].forEach((text) => enqueueSnackbar(`Toast ${text}`, { persist: true })),
  );
  advance(1000);
  expect(screen.getAllByText(/^Toast /)).toHaveLength(3);
  expect(screen.getByText('Toast four')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Tutup / Close' })).toHaveLength(3);
});

it('hides a toast after 4 s by default', () => {
  renderWithProviders(<span />);
  act(() => void enqueueSnackbar('Berhasil masuk!'));
  advance(3800);
  expect(screen.getByText('Berhasil masuk!')).toBeInTheDocument();
  advance(1000);
  expect(screen.queryByText('Berhasil masuk!')).toBeNull();
});
