import {
  decideScan,
  type DoorPack,
  type Scan,
  type ScanDirection,
  type ScanOutcome,
  type ScanResult,
} from '@fanhub/contract';
import { readTicket } from '@fanhub/contract/dist/ticket-secret';
import { makeAutoObservable, runInAction } from 'mobx';

/** The door's two calls, as the page makes them through the studio's data provider. */
export interface DoorApi {
  pack(eventId: string): Promise<DoorPack>;
  send(eventId: string, door: string, scans: Scan[]): Promise<{ outcomes: ScanOutcome[]; inside: number }>;
}

/** What the door shows of the last scan: the result, whom it names, and whether the door decided it offline. */
export interface DoorAnswer {
  result: ScanResult | 'checking';
  direction: ScanDirection;
  fanName: string | null;
  offline: boolean;
}

/** A scan the server has not answered yet, with what the door decided of it. */
interface WaitingScan {
  scan: Scan;
  ticketId: string | null;
  result: ScanResult;
}

/** What the door keeps on the device for an event: what it last heard from the server, and the scans it still owes. */
interface Kept {
  pack?: DoorPack;
  waiting: WaitingScan[];
}

/** A request the venue's network leaves hanging counts as offline after this long (a queue at the door waits). */
const ANSWER_WITHIN_MS = 4000;

const keptKey = (eventId: string) => `fanhub-door:${eventId}`;
const errorStatusOf = (failure: unknown) => (failure as { status?: number }).status;

/**
 * An event's door: it checks tickets with what it keeps on the device (the signing keys, the event's tickets,
 * revocations, who is in) and asks the server whenever it can. Online, the server decides each scan (another
 * door's scan counts at once); when the network is gone, the door decides with the same rule (`decideScan`), keeps
 * the scan with its nonce and sends it when the network is back, once. The server's answer to a scan the door let
 * through offline may be a refusal: a conflict, which the server lists for staff and the door counts.
 */
export class DoorStore {
  pack: DoorPack | undefined = undefined;
  waiting: WaitingScan[] = [];
  answer: DoorAnswer | undefined = undefined;
  online = true;
  syncing = false;
  /** Conflicts the server reported for this door's offline admissions since the page opened. */
  conflicts = 0;
  lastHeardAt: Date | undefined = undefined;

  constructor(
    readonly eventId: string,
    private readonly api: DoorApi,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly newNonce: () => string = () => crypto.randomUUID(),
  ) {
    const kept = this.kept();
    this.pack = kept.pack;
    this.waiting = kept.waiting;
    makeAutoObservable<DoorStore, 'api' | 'storage' | 'newNonce'>(this, {
      api: false,
      storage: false,
      newNonce: false,
    });
  }

  /** Whether the fan holding `ticketId` is inside: the server's word, then this door's scans it has not heard. */
  insideNow(ticketId: string): boolean {
    let inside = this.pack?.tickets.find((ticket) => ticket._id === ticketId)?.inside ?? false;
    for (const waiting of this.waiting)
      if (waiting.ticketId === ticketId && waiting.result === 'ok')
        inside = waiting.scan.direction === 'entry';
    return inside;
  }

  get insideCount(): number {
    return this.pack?.tickets.filter((ticket) => this.insideNow(ticket._id)).length ?? 0;
  }

  /** Tickets whose holder's name holds `query` (ignoring case), at most `limit`. */
  findByName(query: string, limit = 8) {
    const wanted = query.trim().toLocaleLowerCase('id');
    if (wanted.length < 2 || !this.pack) return [];
    return this.pack.tickets
      .filter((ticket) => ticket.fanName.toLocaleLowerCase('id').includes(wanted))
      .slice(0, limit)
      .map((ticket) => ({ ...ticket, inside: this.insideNow(ticket._id) }));
  }

  /** Fetches what the door keeps; without network the kept one stays. */
  async refresh(): Promise<void> {
    try {
      const pack = await within(this.api.pack(this.eventId));
      runInAction(() => {
        this.pack = pack;
        this.heard();
      });
    } catch (failure) {
      this.failed(failure);
    }
  }

  /**
   * A ticket shown at the door: its QR code's secret, or the ticket staff found by the fan's name. Answers what
   * the door shows.
   */
  async check(
    shown: { secret: string } | { ticketId: string },
    direction: ScanDirection,
    door: string,
  ): Promise<DoorAnswer> {
    const scan: Scan = {
      nonce: this.newNonce(),
      ...shown,
      direction,
      scannedAt: new Date().toISOString(),
      admittedOffline: false,
    };
    const local = await this.decide(shown, scan);
    this.show({ result: 'checking', direction, fanName: local.fanName, offline: false });
    // The scans this door still owes go first: the server applies a door's scans in the order they were made.
    if (this.online && this.waiting.length > 0) await this.sync(door);
    if (this.online && this.waiting.length === 0) {
      try {
        const { outcomes, inside } = await within(this.api.send(this.eventId, door, [scan]));
        const outcome = outcomes[0]!;
        return runInAction(() => {
          this.heard();
          this.learn([outcome], [scan], inside);
          return this.show({
            result: outcome.result,
            direction,
            fanName: outcome.fanName ?? local.fanName,
            offline: false,
          });
        });
      } catch (failure) {
        // Refused for a reason of its own (a session ended): nothing was applied, and the door says so.
        if (errorStatusOf(failure)) {
          this.next();
          throw failure;
        }
        this.failed(failure);
      }
    }
    return runInAction(() => {
      scan.admittedOffline = local.result === 'ok';
      this.waiting.push({ scan, ticketId: local.ticketId, result: local.result });
      this.keep();
      return this.show({ result: local.result, direction, fanName: local.fanName, offline: true });
    });
  }

  /** Sends the scans the server has not heard, oldest first, in batches; then fetches who is in now. */
  async sync(door: string): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.slice(0, 500);
        const scans = batch.map((waiting) => waiting.scan);
        const { outcomes, inside } = await within(this.api.send(this.eventId, door, scans));
        runInAction(() => {
          this.heard();
          this.learn(outcomes, scans, inside);
          const sent = new Set(scans.map((scan) => scan.nonce));
          this.waiting = this.waiting.filter((waiting) => !sent.has(waiting.scan.nonce));
          this.conflicts += outcomes.filter((outcome) => outcome.conflict).length;
          this.keep();
        });
      }
      await this.refresh();
    } catch (failure) {
      this.failed(failure);
    } finally {
      runInAction(() => (this.syncing = false));
    }
  }

  /** The browser says the network went or came back. */
  setOnline(online: boolean): void {
    this.online = online;
  }

  /** Clears the answer shown: the next fan steps up. */
  next(): void {
    this.answer = undefined;
  }

  /** What the door decides with what it keeps: the same rule as the server's. */
  private async decide(shown: { secret: string } | { ticketId: string }, scan: Scan) {
    const pack = this.pack;
    const refused = (result: ScanResult) => ({ result, ticketId: null, fanName: null });
    if (!pack) return refused('invalid');
    let ticketId: string;
    let claimed: { eventId: string; validUntil: string; maskedName: string } | undefined;
    if ('secret' in shown) {
      const read = await readTicket(shown.secret, pack.keys);
      if ('unreadable' in read) return refused('invalid');
      ticketId = read.claims.t;
      claimed = { eventId: read.claims.e, validUntil: read.claims.u, maskedName: read.claims.n };
    } else ticketId = shown.ticketId;
    const listed = pack.tickets.find((ticket) => ticket._id === ticketId);
    // A ticket signed after the door's list was fetched (a fan who signed up just now) is vouched for by its claims.
    const ticket = listed
      ? { eventId: pack.eventId, validUntil: listed.validUntil, revoked: listed.revoked }
      : claimed && { eventId: claimed.eventId, validUntil: claimed.validUntil, revoked: false };
    if (!ticket) return refused('invalid');
    const result = decideScan(scan, { ...ticket, inside: this.insideNow(ticketId) }, pack.eventId);
    return { result, ticketId, fanName: listed?.fanName ?? claimed?.maskedName ?? null };
  }

  /** The server's outcomes for `scans`: who is inside now, as far as these tickets go. */
  private learn(outcomes: ScanOutcome[], scans: Scan[], inside: number): void {
    const pack = this.pack;
    if (!pack) return;
    outcomes.forEach((outcome, index) => {
      if (outcome.result !== 'ok' || !outcome.ticketId) return;
      const entered = scans[index]!.direction === 'entry';
      const listed = pack.tickets.find((ticket) => ticket._id === outcome.ticketId);
      if (listed) listed.inside = entered;
    });
    pack.inside = inside;
    this.keep();
  }

  private show(answer: DoorAnswer): DoorAnswer {
    this.answer = answer;
    return answer;
  }

  private heard(): void {
    this.online = true;
    this.lastHeardAt = new Date();
    this.keep();
  }

  private failed(failure: unknown): void {
    // No answer at all is the network; a refusal with a status is the server speaking.
    if (!errorStatusOf(failure)) runInAction(() => (this.online = false));
  }

  private kept(): Kept {
    try {
      const kept = JSON.parse(this.storage.getItem(keptKey(this.eventId)) ?? '') as Kept;
      return { pack: kept.pack, waiting: Array.isArray(kept.waiting) ? kept.waiting : [] };
    } catch {
      return { waiting: [] };
    }
  }

  private keep(): void {
    this.storage.setItem(keptKey(this.eventId), JSON.stringify({ pack: this.pack, waiting: this.waiting }));
  }
}

/** `call`, or a failure without a status (the network's) when it has not answered within ANSWER_WITHIN_MS. */
function within<T>(call: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer')), ANSWER_WITHIN_MS);
    call.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
