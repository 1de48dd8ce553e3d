import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { SHARE_FEEDBACK_MS, ShareButton } from './share-button';
import { platformLinks } from './share-dialog';

const content = {
  shareUrl: 'https://fanhub.id/fanspick/42',
  shareTitle: 'Vote NOVA!',
  shareDescription: 'Birthday project',
};
const writeText = jest.fn();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => jest.restoreAllMocks());

it('builds the platform links the product names', () => {
  expect(platformLinks(content)).toEqual({
    Facebook:
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ffanhub.id%2Ffanspick%2F42&quote=Vote%20NOVA!',
    X: 'https://twitter.com/intent/tweet?text=Vote%20NOVA!&url=https%3A%2F%2Ffanhub.id%2Ffanspick%2F42',
    WhatsApp: 'https://wa.me/?text=Vote%20NOVA!%0Ahttps%3A%2F%2Ffanhub.id%2Ffanspick%2F42',
  });
});

it('counts a share per click, reports it, opens the dialog and resets its feedback after 2 s', async () => {
  jest.useFakeTimers();
  const onShare = jest.fn();
  renderWithProviders(<ShareButton {...content} initialCount={4} showCount onShare={onShare} />);
  fireEvent.click(screen.getByRole('button', { name: 'Bagikan / Share 4' }));
  expect(onShare).toHaveBeenCalledWith(5);
  expect(screen.getByTestId('share-count')).toHaveTextContent('5');
  // The dialog's code loads on the first share.
  expect(await screen.findByRole('dialog', { hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dibagikan / Shared 5', hidden: true })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SHARE_FEEDBACK_MS));
  expect(screen.getByRole('button', { name: 'Bagikan / Share 5', hidden: true })).toBeInTheDocument();
  jest.useRealTimers();
});

it('opens a platform in a 600x400 popup with a toast', async () => {
  renderWithProviders(<ShareButton {...content} />);
  fireEvent.click(screen.getByRole('button', { name: 'Bagikan / Share' }));
  fireEvent.click(await screen.findByRole('button', { name: 'WhatsApp', hidden: true }));
  expect(window.open).toHaveBeenCalledWith(
    platformLinks(content).WhatsApp,
    '_blank',
    expect.stringContaining('width=600,height=400'),
  );
  expect(await screen.findByText('Membuka Platform / Opening Platform')).toBeInTheDocument();
});

it('copies the link for Instagram and for the copy button, and says when copying failed', async () => {
  renderWithProviders(<ShareButton {...content} />);
  fireEvent.click(screen.getByRole('button', { name: 'Bagikan / Share' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Instagram', hidden: true }));
  expect(writeText).toHaveBeenCalledWith(content.shareUrl);
  expect(
    await screen.findByText('Link Tersalin untuk Instagram / Link Copied for Instagram'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Salin / Copy', hidden: true }));
  expect(await screen.findByText('Link Tersalin! / Link Copied!')).toBeInTheDocument();
  writeText.mockRejectedValueOnce(new Error('denied'));
  fireEvent.click(screen.getByRole('button', { name: 'Salin / Copy', hidden: true }));
  expect(await screen.findByText(/Gagal Menyalin Link \/ Failed to Copy Link/)).toBeInTheDocument();
});
