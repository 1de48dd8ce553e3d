import type { Member } from '@fanhub/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { IntentChannel } from './intents';
import { forgetKeptOnDevice } from './kept-on-device';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type SessionStorage,
} from './session-storage';
import type { SessionUser } from './session-user';

/** How the store reads the member from the server; the API client provides it. */
export interface MemberReader {
  fetchMember(memberId: string): Promise<Member>;
}

/** The signed-in fan, shared by every app on the page; the coin balance is always the server's figure. */
export class SessionStore {
  user: SessionUser | null = null;
  private reader: MemberReader | undefined;
  /** The call in flight whose answer signs the fan in again with a new token (`renew`). */
  private renewal: Promise<unknown> | undefined = undefined;

  constructor(
    private readonly storage: SessionStorage,
    private readonly intents: IntentChannel,
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'intents' | 'reader' | 'renewal'>(
      this,
      { storage: false, intents: false, reader: false, renewal: false },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  get accessToken(): string | undefined {
    return this.user?.access_token;
  }

  get coins(): number {
    return this.user?.coins ?? 0;
  }

  /** The hearts the fan can spend now (free votes, kept apart from coins). */
  get hearts(): number {
    return this.user?.hearts ?? 0;
  }

  /** Where `refreshMember` reads the member from (the API client; a stand-in in tests). */
  readMembersWith(reader: MemberReader): void {
    this.reader = reader;
  }

  /** Restores the stored session at page load; corrupt data is removed and the page starts signed out. */
  restore(): void {
    this.user = readStoredSession(this.storage) ?? null;
  }

  signIn(user: SessionUser): void {
    this.user = user;
    writeStoredSession(this.storage, user);
  }

  /**
   * Signs the fan in again with the answer of `call`, a password change (the server ends the old token and answers
   * with a new one). Until that answer is in, a refusal of the old token waits for it (`afterRenewal`).
   */
  async renew<Answer extends { data: SessionUser }>(call: Promise<Answer>): Promise<Answer> {
    const renewal = call.then((answer) => {
      this.signIn(answer.data);
      return answer;
    });
    this.renewal = renewal;
    try {
      return await renewal;
    } finally {
      if (this.renewal === renewal) this.renewal = undefined;
    }
  }

  /** Settles once no renewal is in flight, whatever its outcome. */
  async afterRenewal(): Promise<void> {
    await this.renewal?.catch(() => undefined);
  }

  /** Merges the server's newer member data (profile or balance) into the session. */
  update(changes: Partial<Omit<Member, '_id'>>): void {
    if (!this.user) return;
    this.user = { ...this.user, ...changes };
    writeStoredSession(this.storage, this.user);
  }

  setCoins(coins: number): void {
    this.update({ coins });
  }

  setHearts(hearts: number): void {
    this.update({ hearts });
  }

  /** Reads the whole member (balance and profile) from the server, e.g. after a payment or another tab's spend. */
  async refreshMember(): Promise<void> {
    const user = this.user;
    if (!user || !this.reader) return;
    const member = await this.reader.fetchMember(user._id);
    runInAction(() => {
      if (this.user?._id === user._id) this.update(member);
    });
  }

  /** Ends the session (the fan logged out, or the server refused the token: 401), and what was kept on the device. */
  logout(reason: 'logout' | 'expired' = 'logout'): void {
    const wasSignedIn = this.user !== null;
    this.user = null;
    clearStoredSession(this.storage);
    forgetKeptOnDevice(this.storage);
    if (wasSignedIn) this.intents.emit({ type: 'signed-out', reason });
  }
}
