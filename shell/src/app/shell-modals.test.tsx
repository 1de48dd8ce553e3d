import { AppProviders } from '@fanhub/shared-ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ui } from '../stores/ui-store';
import { ShellModals } from './shell-modals';

afterEach(() => act(() => ui.close()));

it('opens the next modal once the one before has finished closing, never over it while it closes', async () => {
  render(
    <AppProviders>
      <ShellModals />
    </AppProviders>,
  );
  // The coin modal has been opened once (its code is there, as on a page where the fan saw it before).
  act(() => ui.open('coins'));
  const coins = await screen.findByRole('dialog', { name: /Koin Kamu/ });
  act(() => ui.close());
  await waitFor(() => expect(document.body.contains(coins)).toBe(false));
  act(() => ui.open('language'));
  const language = await screen.findByRole('dialog', { name: 'Bahasa / Language' });

  // Every moment from the switch on: the coin modal is not shown while the language picker is still there.
  const overlapping: boolean[] = [];
  const observer = new MutationObserver(() =>
    overlapping.push(
      document.body.contains(language) && screen.queryByRole('dialog', { name: /Koin Kamu/ }) !== null,
    ),
  );
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  act(() => ui.open('coins'));
  expect(screen.queryByRole('dialog', { name: /Koin Kamu/ })).toBeNull();

  await screen.findByRole('dialog', { name: /Koin Kamu/ });
  observer.disconnect();
  await waitFor(() => expect(document.body.contains(language)).toBe(false));
  expect(overlapping).not.toContain(true);
});
