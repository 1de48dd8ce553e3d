import { AppProviders, MemoryRouter } from '@fanhub/shared-ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SideMenu } from './layout/side-menu';
import { ui } from '../stores/ui-store';
import { ShellModals } from './shell-modals';

afterEach(() =>
  act(() => {
    ui.close();
    ui.setMenuOpen(false);
    // The store outlives each test's render, which is gone before its open overlay could finish closing.
    if (ui.onScreen) ui.gone(ui.onScreen);
  }),
);

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

/** The shell's slide-in menu and its modals, as the layout renders them. */
const renderMenuAndModals = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <SideMenu />
        <ShellModals />
      </MemoryRouter>
    </AppProviders>,
  );

it('opens a modal chosen in the menu once the menu has finished closing', async () => {
  renderMenuAndModals();
  act(() => ui.setMenuOpen(true));
  const menu = await screen.findByRole('navigation', { name: 'Menu utama / Main menu' });

  // Every moment from the choice on: the language picker is not shown while the menu is still there.
  const overlapping: boolean[] = [];
  const observer = new MutationObserver(() =>
    overlapping.push(document.body.contains(menu) && screen.queryByTestId('language-list') !== null),
  );
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  fireEvent.click(within(menu).getByRole('button', { name: 'Bahasa / Language' }));
  expect(screen.queryByRole('dialog', { name: 'Bahasa / Language' })).toBeNull();

  await screen.findByRole('dialog', { name: 'Bahasa / Language' });
  observer.disconnect();
  expect(document.body.contains(menu)).toBe(false);
  expect(overlapping).not.toContain(true);
});

it('opens the menu once the modal before it has finished closing', async () => {
  renderMenuAndModals();
  act(() => ui.open('language'));
  const language = await screen.findByRole('dialog', { name: 'Bahasa / Language' });

  // Every moment from the tap on Menu on: the menu is not shown while the language picker is still there.
  const overlapping: boolean[] = [];
  const observer = new MutationObserver(() =>
    overlapping.push(
      document.body.contains(language) &&
        screen.queryByRole('navigation', { name: 'Menu utama / Main menu' }) !== null,
    ),
  );
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  act(() => {
    ui.close();
    ui.setMenuOpen(true);
  });
  expect(screen.queryByRole('navigation', { name: 'Menu utama / Main menu' })).toBeNull();

  await screen.findByRole('navigation', { name: 'Menu utama / Main menu' });
  observer.disconnect();
  expect(document.body.contains(language)).toBe(false);
  expect(overlapping).not.toContain(true);
});
