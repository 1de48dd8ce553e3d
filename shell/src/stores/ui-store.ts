import { intents } from '@fanhub/shared-auth';
import { makeAutoObservable } from 'mobx';

export type ShellModal = 'login' | 'register' | 'forgot-password' | 'confirm-email' | 'coins' | 'language';
/** What covers the page: the slide-in menu or a shell modal. */
export type Overlay = ShellModal | 'menu';

/**
 * What a shell modal is given: whether it is open, and the hooks of its dialog's transition, which tell the shell
 * when it starts to show and when it has finished closing (app/shell-modals.tsx opens the next one only then).
 */
export interface ShellModalProps {
  open: boolean;
  transition?: { onEnter: () => void; onExited: () => void };
}

/** UI state of the shell (which overlay is open), apart from the session's domain state. */
export class UiStore {
  modal: ShellModal | null = null;
  menuOpen = false;
  /**
   * The overlay showing or still closing. One is on screen at a time: a modal opens once the one before, or the
   * menu, has finished closing (app/shell-modals.tsx), and the menu once the modal before it has
   * (app/layout/side-menu.tsx).
   */
  onScreen: Overlay | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(modal: ShellModal): void {
    this.menuOpen = false;
    this.modal = modal;
  }

  /** Closes the open overlay; an action waiting for a sign-in that did not happen is dropped with it. */
  close(): void {
    this.modal = null;
    intents.leftSignIn();
  }

  setMenuOpen(open: boolean): void {
    this.menuOpen = open;
  }

  /** An overlay's transition starts to show it. */
  showing(overlay: Overlay): void {
    this.onScreen = overlay;
  }

  /** An overlay has finished closing. */
  gone(overlay: Overlay): void {
    if (this.onScreen === overlay) this.onScreen = null;
  }

  /** The hooks of an overlay's transition that keep `onScreen`. */
  transitionOf(overlay: Overlay): NonNullable<ShellModalProps['transition']> {
    return { onEnter: () => this.showing(overlay), onExited: () => this.gone(overlay) };
  }
}

export const ui = new UiStore();
