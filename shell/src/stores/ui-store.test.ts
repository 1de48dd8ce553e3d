import { UiStore } from './ui-store';

it('opens one overlay at a time and closes the menu when a modal opens', () => {
  const ui = new UiStore();
  ui.setMenuOpen(true);
  ui.open('language');
  expect(ui.menuOpen).toBe(false);
  expect(ui.modal).toBe('language');
  ui.open('login');
  expect(ui.modal).toBe('login');
  ui.close();
  expect(ui.modal).toBeNull();
});
