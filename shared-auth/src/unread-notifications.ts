import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { SessionStore } from './session-store';

/**
 * How many of the signed-in fan's notifications are unread: the number on the shell's bell. The API writes a
 * notification with every coin movement, so the count is read again whenever the fan or their balance changes.
 */
export class UnreadNotifications {
  count = 0;

  constructor(
    private readonly session: SessionStore,
    private readonly readCount: () => Promise<number>,
  ) {
    makeAutoObservable<UnreadNotifications, 'session' | 'readCount'>(
      this,
      { session: false, readCount: false },
      { autoBind: true },
    );
  }

  /** Reads the count from the server; a failed read keeps the last figure (the badge is only a hint). */
  async refresh(): Promise<void> {
    const memberId = this.session.user?._id;
    if (!memberId) return this.set(0);
    try {
      const count = await this.readCount();
      runInAction(() => {
        if (this.session.user?._id === memberId) this.count = count;
      });
    } catch {
      // Kept: the next sign-in, coin movement or visit to the page reads it again.
    }
  }

  set(count: number): void {
    this.count = count;
  }

  /**
   * Follows the session (sign-in, sign-out, coins moving) and the fan coming back to the tab, until the
   * answered function is called.
   */
  follow(): () => void {
    const stopReacting = reaction(
      () => [this.session.user?._id, this.session.coins],
      () => void this.refresh(),
      { fireImmediately: true },
    );
    const onVisible = () => document.visibilityState === 'visible' && void this.refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopReacting();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }
}
