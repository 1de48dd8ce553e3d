import {
  bilingual,
  decideScan,
  type DoorPack,
  type Scan,
  type ScanDirection,
  type ScanOutcome,
  type ScanResult,
} from '@fanhub/contract';
import { readTicket } from '@fanhub/contract/dist/ticket-secret';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { readPack, writePack, type PackKept } from './kept-pack';

/** The door's two calls, as the page makes them through the studio's data provider. */
export interface DoorApi {
  /** The whole pack, or with `since` (the last pack's cursor) only the tickets changed since. */
  pack(eventId: string, since?: string): Promise<DoorPack>;
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

type DoorTicket = DoorPack['tickets'][number];

/**
 * What the door keeps on the device for an event: the pack as last fetched (written only when a fetch changed it,
 * within a budget: `kept-pack.ts`); what it learned since (who went in or out, written at an online scan); and
 * each scan it still owes in an item of its own, written once when the scan is made and removed once it is sent.
 * A scan writes neither the list of tickets nor the other owed scans again.
 */
interface KeptScans {
  /** The owed scans, as a door before issue 68's end kept them: moved to items of their own when read. */
  waiting?: WaitingScan[];
  /** Tickets the server said went in (true) or out since the pack was fetched. */
  learned: Record<string, boolean>;
  inside?: number;
  /** When the event's last ticket stops being valid: from then on the door forgets the pack (fans' names). */
  keepUntil?: string;
}

/** A request the venue's network leaves hanging counts as offline after this long (a queue at the door waits). */
const ANSWER_WITHIN_MS = 4000;

const packKey = (eventId: string) => `fanhub-door:${eventId}`;
const scansKey = (eventId: string) => `fanhub-door:${eventId}:scans`;
/** An owed scan's item: the prefix, then the time it was kept and a count, so the keys sort in scan order. */
const owedPrefix = (eventId: string) => `fanhub-door:${eventId}:owed:`;
const KEPT_KEY = /^fanhub-door:([^:]+)(?::scans|:owed:.+)?$/;

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The keys of the items under `prefix`, in order. */
function keysUnder(storage: DeviceStorage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys.sort();
}

/**
 * Forgets the doors' packs (every ticket holder's full name) kept on this device: all of them (`'all'`, at sign-out),
 * or those of events whose tickets are no longer valid (`'ended'`). What a door still owes the server stays, and
 * an ended event's door that owes nothing is forgotten entirely.
 */
export function forgetDoorPacks(
  storage: DeviceStorage,
  which: 'all' | 'ended' = 'all',
  now = new Date(),
): void {
  const eventIds = new Set<string>();
  for (let index = 0; index < storage.length; index++) {
    const eventId = KEPT_KEY.exec(storage.key(index) ?? '')?.[1];
    if (eventId) eventIds.add(eventId);
  }
  for (const eventId of eventIds) {
    const scans = readKept<KeptScans>(storage, scansKey(eventId));
    const ended = scans.keepUntil !== undefined && new Date(scans.keepUntil) <= now;
    if (which === 'ended' && !ended) continue;
    storage.removeItem(packKey(eventId));
    const owes = Boolean(scans.waiting?.length) || keysUnder(storage, owedPrefix(eventId)).length > 0;
    if (ended && !owes) storage.removeItem(scansKey(eventId));
  }
}

function readKept<T>(storage: Pick<Storage, 'getItem'>, key: string): Partial<T> {
  try {
    return (JSON.parse(storage.getItem(key) ?? '') as T | null) ?? {};
  } catch {
    return {};
  }
}
const errorStatusOf = (failure: unknown) => (failure as { status?: number }).status;

/** What staff are told when the device cannot keep all of an event's pack. */
const PACK_NOTICES: Record<Exclude<PackKept, 'whole'>, string> = {
  'without-names': bilingual(
    'Daftar tiket acara ini besar: nama fan tidak disimpan di perangkat, jadi cari nama hanya bisa selama halaman ini terbuka.',
    "This event's ticket list is large: fans' names are not kept on the device, so finding a fan by name works only while this page stays open.",
  ),
  'not-kept': bilingual(
    'Daftar tiket acara ini tidak muat di perangkat: pintu memeriksa tiket selama halaman ini terbuka; jangan tutup saat offline.',
    "This event's ticket list does not fit on the device: the door checks tickets while this page stays open; do not close it while offline.",
  ),
};
const SCANS_NOT_KEPT = bilingual(
  'Pindaian tidak bisa disimpan di perangkat ini (penyimpanan penuh): biarkan halaman ini terbuka sampai online lagi.',
  'Scans cannot be kept on this device (its storage is full): keep this page open until the door is online again.',
);

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
  /** Why the server refused this door's scans (a session ended, a fault of its own): shown until a batch goes. */
  refusal: string | undefined = undefined;
  /** What the device could not keep (the pack's names, the pack, the owed scans), for staff to know. */
  storageNotice: string | undefined = undefined;
  /** Conflicts the server reported for this door's offline admissions since the page opened. */
  conflicts = 0;
  lastHeardAt: Date | undefined = undefined;
  /** The pack's tickets by id: a scan looks its ticket up at once, whatever the event's size. */
  private tickets = new Map<string, DoorTicket>();
  /** Whether each fan this door let in or out is inside, by the scans the server has not heard yet. */
  private owed = new Map<string, boolean>();
  /** How many more fans are inside by `owed` than by the server's word: the count moves by it at each scan. */
  private owedDelta = 0;
  private learned: Record<string, boolean> = {};
  private keepUntil: string | undefined = undefined;
  private sending: Promise<void> | undefined = undefined;
  /** Each owed scan's item on the device, by the scan's nonce, and how many this door has kept since it opened. */
  private owedItems = new Map<string, string>();
  private itemsKept = 0;

  constructor(
    readonly eventId: string,
    private readonly api: DoorApi,
    private readonly storage: DeviceStorage,
    private readonly newNonce: () => string = () => crypto.randomUUID(),
  ) {
    const kept = this.kept();
    this.usePack(kept.pack);
    this.learned = kept.scans.learned;
    for (const [ticketId, inside] of Object.entries(this.learned)) {
      const ticket = this.tickets.get(ticketId);
      if (ticket) ticket.inside = inside;
    }
    if (this.pack && kept.scans.inside !== undefined) this.pack = { ...this.pack, inside: kept.scans.inside };
    this.waiting = kept.owed;
    if (kept.scans.waiting) {
      // Owed scans kept in an earlier form move to items of their own, once.
      for (const waiting of kept.scans.waiting) {
        this.waiting.push(waiting);
        this.keepOwed(waiting);
      }
      if (this.pack) writePack(this.storage, packKey(eventId), this.pack);
      else this.storage.removeItem(packKey(eventId));
      this.keep();
    }
    this.countOwed();
    makeAutoObservable<
      DoorStore,
      | 'api'
      | 'storage'
      | 'newNonce'
      | 'tickets'
      | 'owed'
      | 'learned'
      | 'keepUntil'
      | 'sending'
      | 'owedItems'
      | 'itemsKept'
    >(this, {
      // Thousands of tickets: the pack is replaced when it changes, and its tickets are not observed.
      pack: observableRef,
      api: false,
      storage: false,
      newNonce: false,
      tickets: false,
      owed: false,
      learned: false,
      keepUntil: false,
      sending: false,
      owedItems: false,
      itemsKept: false,
    });
  }

  /** Whether the fan holding `ticketId` is inside: this door's scans the server has not heard, else its word. */
  insideNow(ticketId: string): boolean {
    return this.owed.get(ticketId) ?? this.tickets.get(ticketId)?.inside ?? false;
  }

  /** Who is inside: the server's count, moved by this door's scans it has not heard yet. */
  get insideCount(): number {
    return this.pack ? this.pack.inside + this.owedDelta : 0;
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

  /**
   * Fetches what the door keeps: the whole pack the first time, then what changed since the last one (merged by
   * ticket); without network the kept one stays.
   */
  async refresh(): Promise<void> {
    try {
      const fetched = await within(this.api.pack(this.eventId, this.pack?.cursor));
      runInAction(() => {
        const changed =
          !fetched.increment || fetched.tickets.length > 0 || Object.keys(this.learned).length > 0;
        this.usePack(fetched.increment ? this.merged(fetched) : fetched);
        if (changed) {
          const kept = writePack(this.storage, packKey(this.eventId), this.pack!);
          this.storageNotice = kept === 'whole' ? undefined : PACK_NOTICES[kept];
          this.learned = {};
        }
        this.keep();
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
    // Online but refused (a session ended, the server failing): nothing is decided offline meanwhile.
    if (this.online && this.refusal) {
      this.next();
      throw new Error(this.refusal);
    }
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
      const waiting = { scan, ticketId: local.ticketId, result: local.result };
      this.waiting.push(waiting);
      if (local.result === 'ok' && local.ticketId) this.owe(local.ticketId, direction === 'entry');
      this.keepOwed(waiting);
      return this.show({ result: local.result, direction, fanName: local.fanName, offline: true });
    });
  }

  /**
   * Sends the scans the server has not heard, oldest first, in batches; then fetches who is in now. A call while
   * one is under way waits for it.
   */
  sync(door: string): Promise<void> {
    this.sending ??= this.send(door).finally(() => (this.sending = undefined));
    return this.sending;
  }

  private async send(door: string): Promise<void> {
    this.syncing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.slice(0, 500);
        const scans = batch.map((waiting) => waiting.scan);
        const { outcomes, inside } = await within(this.api.send(this.eventId, door, scans));
        // A scan is forgotten only once the server has answered for it.
        if (!Array.isArray(outcomes) || outcomes.length !== scans.length)
          throw Object.assign(
            new Error(bilingual('jawaban server tidak lengkap', "the server's answer is incomplete")),
            { status: 502 },
          );
        runInAction(() => {
          this.heard();
          this.refusal = undefined;
          const sent = new Set(scans.map((scan) => scan.nonce));
          this.waiting = this.waiting.filter((waiting) => !sent.has(waiting.scan.nonce));
          for (const nonce of sent) this.forgetOwed(nonce);
          this.countOwed();
          this.learn(outcomes, scans, inside);
          this.conflicts += outcomes.filter((outcome) => outcome.conflict).length;
        });
      }
      runInAction(() => (this.refusal = undefined));
      await this.refresh();
    } catch (failure) {
      this.failed(failure);
      if (errorStatusOf(failure))
        runInAction(
          () =>
            (this.refusal = bilingual(
              `Server menolak pindaian pintu ini (${(failure as Error).message}); pindaian tetap tersimpan.`,
              `The server refused this door's scans (${(failure as Error).message}); they stay kept.`,
            )),
        );
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
    const listed = this.tickets.get(ticketId);
    // A ticket signed after the door's list was fetched (a fan who signed up just now) is vouched for by its claims.
    const ticket = listed
      ? { eventId: pack.eventId, validUntil: listed.validUntil, revoked: listed.revoked }
      : claimed && { eventId: claimed.eventId, validUntil: claimed.validUntil, revoked: false };
    if (!ticket) return refused('invalid');
    const result = decideScan(scan, { ...ticket, inside: this.insideNow(ticketId) }, pack.eventId);
    // A pack kept without names (too large for the device) names the fan as their ticket masks them.
    return { result, ticketId, fanName: listed?.fanName || claimed?.maskedName || null };
  }

  /** The pack with an increment's tickets put in place of the ones it holds, and its keys, count and cursor. */
  private merged(increment: DoorPack): DoorPack {
    const tickets = new Map(this.tickets);
    for (const ticket of increment.tickets) tickets.set(ticket._id, ticket);
    return { ...increment, tickets: [...tickets.values()], increment: false };
  }

  /** The server's outcomes for `scans`: who is inside now, as far as these tickets go. */
  private learn(outcomes: ScanOutcome[], scans: Scan[], inside: number): void {
    if (!this.pack) return;
    outcomes.forEach((outcome, index) => {
      if (outcome.result !== 'ok' || !outcome.ticketId) return;
      const entered = scans[index]!.direction === 'entry';
      const listed = this.tickets.get(outcome.ticketId);
      if (listed) listed.inside = entered;
      this.learned[outcome.ticketId] = entered;
    });
    this.pack = { ...this.pack, inside };
    if (this.owed.size > 0) this.countOwed();
    this.keep();
  }

  private usePack(pack: DoorPack | undefined): void {
    this.pack = pack;
    this.tickets = new Map(pack?.tickets.map((ticket) => [ticket._id, ticket]));
    let last = '';
    for (const ticket of pack?.tickets ?? []) if (ticket.validUntil > last) last = ticket.validUntil;
    this.keepUntil = last || undefined;
    if (this.owed.size > 0) this.countOwed();
  }

  /** Who this door's unsent scans say is inside, the last scan of each fan deciding. */
  private countOwed(): void {
    this.owed = new Map();
    this.owedDelta = 0;
    for (const waiting of this.waiting)
      if (waiting.result === 'ok' && waiting.ticketId)
        this.owe(waiting.ticketId, waiting.scan.direction === 'entry');
  }

  /** A scan of this door the server has not heard lets the fan of `ticketId` in (or out). */
  private owe(ticketId: string, inside: boolean): void {
    this.owedDelta += Number(inside) - Number(this.insideNow(ticketId));
    this.owed.set(ticketId, inside);
  }

  private show(answer: DoorAnswer): DoorAnswer {
    this.answer = answer;
    return answer;
  }

  private heard(): void {
    this.online = true;
    this.lastHeardAt = new Date();
  }

  private failed(failure: unknown): void {
    // No answer at all is the network; a refusal with a status is the server speaking: the door is online.
    runInAction(() => (this.online = errorStatusOf(failure) !== undefined));
  }

  private kept(): { pack?: DoorPack; scans: KeptScans; owed: WaitingScan[] } {
    const read = <T>(key: string) => readKept<T>(this.storage, key);
    const owed: WaitingScan[] = [];
    for (const key of keysUnder(this.storage, owedPrefix(this.eventId))) {
      const waiting = read<WaitingScan>(key);
      if (!waiting.scan) continue;
      owed.push(waiting as WaitingScan);
      this.owedItems.set(waiting.scan.nonce, key);
    }
    const single = read<{ pack: DoorPack; waiting: unknown }>(packKey(this.eventId));
    // Kept by a door of before issue 68, pack and scans in one item: its scans are still owed.
    if (Array.isArray(single.waiting))
      return { pack: single.pack, scans: { waiting: single.waiting as WaitingScan[], learned: {} }, owed };
    const scans = read<KeptScans>(scansKey(this.eventId));
    return {
      pack: readPack(this.storage, packKey(this.eventId)),
      scans: {
        waiting: Array.isArray(scans.waiting) ? scans.waiting : undefined,
        learned: typeof scans.learned === 'object' && scans.learned ? scans.learned : {},
        inside: typeof scans.inside === 'number' ? scans.inside : undefined,
      },
      owed,
    };
  }

  /** What the server told the door since the pack: small, whatever the event's size. */
  private keep(): void {
    const scans: KeptScans = { learned: this.learned, inside: this.pack?.inside, keepUntil: this.keepUntil };
    this.write(scansKey(this.eventId), JSON.stringify(scans));
  }

  /** A scan the server has not heard, in an item of its own: one write per scan, however many are owed. */
  private keepOwed(waiting: WaitingScan): void {
    const order = `${Date.now().toString(36).padStart(10, '0')}.${(++this.itemsKept).toString(36).padStart(6, '0')}`;
    const key = owedPrefix(this.eventId) + order;
    this.owedItems.set(waiting.scan.nonce, key);
    this.write(key, JSON.stringify(waiting));
  }

  private forgetOwed(nonce: string): void {
    const key = this.owedItems.get(nonce);
    if (key) this.storage.removeItem(key);
    this.owedItems.delete(nonce);
  }

  private write(key: string, text: string): void {
    try {
      this.storage.setItem(key, text);
    } catch {
      // The device's storage is full: what the door owes matters more than the pack, which the server sends again.
      this.storage.removeItem(packKey(this.eventId));
      try {
        this.storage.setItem(key, text);
        this.storageNotice = PACK_NOTICES['not-kept'];
      } catch {
        this.storageNotice = SCANS_NOT_KEPT;
      }
    }
  }
}

/** `call`, or a failure without a status (the network's) when it has not answered within ANSWER_WITHIN_MS. */
function within<T>(call: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer')), ANSWER_WITHIN_MS);
    call.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
