import type { FansNetwork } from './network';

/**
 * A fan's browser other than Chromium, as the engine journeys drive it (engine-journeys.ts): Firefox through
 * puppeteer-core over WebDriver BiDi, WebKitGTK through WebdriverIO over classic WebDriver (ADR-291). Controls are
 * found the way a fan finds them, by their role and the name they show or say (findInPage), inside the page, so
 * that both engines find them by the same code.
 */
export interface FanBrowser {
  /** 'firefox' or 'webkit': every failure names it. */
  readonly engine: string;
  /** The browser's way to the network, which a journey cuts and restores. */
  readonly network: FansNetwork;
  open(path: string): Promise<void>;
  /** Clicks the control of `role` named `name`, within the dialog named `within` when given, once it shows. */
  click(role: Role, name: Name, within?: Name): Promise<void>;
  /** Clicks the first element matching a CSS selector once it shows. */
  clickSelector(selector: string): Promise<void>;
  /** Types `text` key by key into the text field named `name` (after a click into it, the caret at its end). */
  type(name: Name, text: string, within?: Name): Promise<void>;
  /** Presses a key (`Backspace`, `End`, `Tab`, `Escape`) in whatever has the focus. */
  press(key: 'Backspace' | 'End' | 'Tab' | 'Escape'): Promise<void>;
  /**
   * Runs `steps` inside the frame titled `title` (the sandbox payment's), once it shows: what they click, type and
   * evaluate is the frame's. Keys go wherever the focus is.
   */
  inFrame(title: string, steps: () => Promise<void>): Promise<void>;
  /** What `script` (a function's source, called with `args`) returns in the page. */
  evaluate<T>(script: string, ...args: unknown[]): Promise<T>;
  /** A PNG of the page as the fan sees it (kept with a failed journey). */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export type Role = 'button' | 'textbox' | 'dialog';
/** A name as shown or said: exactly this text, or text this pattern matches. */
export type Name = string | RegExp;

/** A name the page's script can take (a RegExp does not cross into the page). */
export const nameInPage = (name: Name) =>
  typeof name === 'string' ? { exact: name } : { pattern: name.source, flags: name.flags };

/**
 * The page's own finder (its source goes into the page): the first control shown of `role` whose accessible name
 * (aria-label, aria-labelledby, its label, or its text, without a required field's asterisk) is `name`, inside the
 * shown dialog named `within` if given. Elements hidden, or behind an open dialog (aria-hidden), are not found.
 */
export const FIND_IN_PAGE = `function findInPage(role, name, within) {
  const SELECTORS = {
    button: 'button, [role="button"], [role="tab"], [role="menuitem"]',
    textbox: 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
    dialog: '[role="dialog"], dialog',
  };
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').replace(/\\s*\\*$/, '').trim();
  const textOf = (id) => clean(document.getElementById(id)?.textContent);
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return clean(labelledBy.split(' ').map(textOf).join(' '));
    if (element.id) {
      const forIt = document.querySelector('label[for="' + CSS.escape(element.id) + '"]');
      if (forIt) return clean(forIt.textContent);
    }
    const around = element.closest('label');
    if (around) return clean(around.textContent);
    return clean(element.textContent);
  };
  const named = (element, wanted) =>
    wanted.exact !== undefined ? nameOf(element) === wanted.exact : new RegExp(wanted.pattern, wanted.flags).test(nameOf(element));
  const shown = (element) =>
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    !element.closest('[aria-hidden="true"], [inert]');
  let scope = document;
  if (within) {
    scope = [...document.querySelectorAll(SELECTORS.dialog)].find((dialog) => shown(dialog) && named(dialog, within));
    if (!scope) return null;
  }
  return [...scope.querySelectorAll(SELECTORS[role])].find((element) => shown(element) && named(element, name)) || null;
}`;

/** How long a journey waits for what a fan would see, at most (the engines share two cores with the servers). */
export const SHOWS_WITHIN_MS = 20_000;

/**
 * The page's dialogs as a failed find tells them: each one's name, and whether it is shown and not hidden from
 * the fan's screen reader (a dialog left behind aria-hidden finds nothing in it).
 */
export const DIALOGS_IN_PAGE = `function dialogsInPage() {
  const dialogs = [...document.querySelectorAll('[role="dialog"], dialog')].map((dialog) => {
    const name = (dialog.getAttribute('aria-labelledby') || '').split(' ')
      .map((id) => document.getElementById(id)?.textContent || '').join(' ').trim() || dialog.getAttribute('aria-label');
    const shown = dialog.getClientRects().length > 0 && getComputedStyle(dialog).visibility !== 'hidden';
    const hidden = dialog.closest('[aria-hidden="true"], [inert]') !== null;
    return '"' + name + '"' + (shown ? '' : ' not shown') + (hidden ? ' aria-hidden' : '');
  });
  return dialogs.length ? 'dialogs: ' + dialogs.join(', ') : 'no dialog';
}`;

/**
 * Waits until `check` holds (polling), or fails naming the engine and what was awaited, and what `explain` then
 * says of the page.
 */
export async function waitFor(
  browser: Pick<FanBrowser, 'engine'>,
  what: string,
  check: () => Promise<boolean>,
  withinMs = SHOWS_WITHIN_MS,
  explain?: () => Promise<string>,
): Promise<void> {
  const until = Date.now() + withinMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > until)
      throw new Error(
        `[${browser.engine}] not within ${withinMs} ms: ${what}` +
          (lastError ? ` (${(lastError as Error).message})` : '') +
          (explain ? `; ${await explain().catch((error: Error) => error.message)}` : ''),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
