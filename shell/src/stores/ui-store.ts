import { intents } from '@fanhub/shared-auth';
import { makeAutoObservable } from 'mobx';

export type ShellModal = 'login' | 'register' | 'forgot-password' | 'confirm-email' | 'coins' | 'language';

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
}

export const ui = new UiStore();
