/**
 * @jest-environment node
 */
// The door's decisions with what it keeps, against a stand-in for the API's two door calls (the real calls and the
// real page are e2e/tests/door.spec.ts's): Node's WebCrypto verifies the signatures, as the browser's does.
import { randomUUID, webcrypto } from 'node:crypto';
import type { DoorPack, Scan, ScanOutcome } from '@fanhub/contract';
import { signTicket, type TicketSigningKey } from '@fanhub/contract/dist/ticket-secret';
import { DoorStore, forgetDoorPacks, type DoorApi } from './door-store';
import { PACK_BUDGET_CHARS } from './kept-pack';

const EVENT = '0b8d4c6e-0000-4000-8000-000000000001';
const OTHER_EVENT = '0b8d4c6e-0000-4000-8000-000000000002';
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

async function signingKey(id: string): Promise<TicketSigningKey> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  return { id, privateKey: jwk.d!, publicKey: jwk.x! };
}

/**
 * A door's storage on the device: what survives the page being closed and opened again, with a browser's quota
 * (in characters, keys included) past which a write throws as the browser's does.
 */
class DeviceStorage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota = 5_000_000) {}
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    const others = [...this.items].filter(([held]) => held !== key);
    const used = others.reduce((sum, [held, text]) => sum + held.length + text.length, 0);
    if (used + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  };
  removeItem = (key: string) => void this.items.delete(key);
  key = (index: number) => [...this.items.keys()][index] ?? null;
  get length() {
    return this.items.size;
  }
  keys = () => [...this.items.keys()].sort();
}

/** The API's door, standing in: it answers what the test sets, or nothing at all (the network gone). */
class StandInDoorApi implements DoorApi {
  reachable = true;
  received: Scan[][] = [];
  answerWith: (scan: Scan) => ScanOutcome['result'] = () => 'ok';
  /** What each fetch of the pack asked since (undefined: the whole pack). */
  asked: (string | undefined)[] = [];
  /** The tickets an increment holds: those changed since the door's last fetch. */
  changed: DoorPack['tickets'] = [];
  constructor(private readonly doorPack: DoorPack) {}
  async pack(_eventId: string, since?: string) {
    if (!this.reachable) throw new Error('Network Error');
    this.asked.push(since);
    const cursor = new Date().toISOString();
    if (since === undefined) return { ...structuredClone(this.doorPack), cursor };
    return {
      ...structuredClone(this.doorPack),
      tickets: structuredClone(this.changed),
      increment: true,
      cursor,
    };
  }
  /** The server answering with a status of its own (a session ended: 401), as the studio's API client throws it. */
  refusing: { status: number; message: string } | undefined = undefined;
  /** Until resolved, the server takes its time answering (a slow venue network). */
  answersAfter: Promise<void> = Promise.resolve();
  async send(_eventId: string, _door: string, scans: Scan[]) {
    if (!this.reachable) throw new Error('Network Error');
    await this.answersAfter;
    if (this.refusing)
      throw Object.assign(new Error(this.refusing.message), { status: this.refusing.status });
    this.received.push(scans);
    const outcomes = scans.map((scan) => ({
      nonce: scan.nonce,
      result: this.answerWith(scan),
      ticketId: scan.ticketId ?? null,
      fanName: null,
      conflict: scan.admittedOffline && this.answerWith(scan) !== 'ok',
    }));
    return { outcomes, inside: 1 };
  }
}

const packItem = `fanhub-door:${EVENT}`;
const scansItem = `fanhub-door:${EVENT}:scans`;
/** An owed scan's own item. */
const owedItem = expect.stringMatching(new RegExp(`^fanhub-door:${EVENT}:owed:`));

let key: TicketSigningKey;
let pack: DoorPack;
const ticketIds = {
  minji: '7c1e0000-0000-4000-8000-000000000001',
  putri: '7c1e0000-0000-4000-8000-000000000002',
  revoked: '7c1e0000-0000-4000-8000-000000000003',
};
/** A scan of `ticket`'s code at the door, made now. */
const scanOf = async (ticket: string): Promise<Scan> => ({
  nonce: randomUUID(),
  secret: await secretFor(ticket),
  direction: 'entry',
  scannedAt: new Date().toISOString(),
  admittedOffline: true,
});
const secretFor = (ticket: string, event = EVENT, signer = key) =>
  signTicket({ e: event, t: ticket, n: 'M**** K**', u: TOMORROW }, signer);

beforeAll(async () => {
  key = await signingKey('k1');
  pack = {
    eventId: EVENT,
    eventTitle: 'Fan Meeting',
    keys: [{ id: key.id, publicKey: key.publicKey }],
    tickets: [
      { _id: ticketIds.minji, fanName: 'Minji Kim', validUntil: TOMORROW, inside: false, revoked: false },
      { _id: ticketIds.putri, fanName: 'Putri Ayu', validUntil: TOMORROW, inside: true, revoked: false },
      {
        _id: ticketIds.revoked,
        fanName: 'Rizky Pratama',
        validUntil: TOMORROW,
        inside: false,
        revoked: true,
      },
    ],
    inside: 1,
    cursor: new Date().toISOString(),
    increment: false,
  };
});

async function openDoor(api: StandInDoorApi, storage = new DeviceStorage()) {
  let nonce = 0;
  const store = new DoorStore(
    EVENT,
    api,
    storage,
    () => `00000000-0000-4000-8000-${String(++nonce).padStart(12, '0')}`,
  );
  await store.refresh();
  return store;
}

test("online, the server decides: another door's entry it knows of is shown, not the door's own guess", async () => {
  const api = new StandInDoorApi(pack);
  const store = await openDoor(api);
  api.answerWith = () => 'already_redeemed';
  const answer = await store.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  expect(answer).toEqual({
    result: 'already_redeemed',
    direction: 'entry',
    fanName: 'Minji Kim',
    offline: false,
  });
  expect(api.received).toHaveLength(1);
  expect(store.waiting).toEqual([]);
});

test('offline, the door decides with the same rule: in once, then already in; forged, revoked and other events refused', async () => {
  const api = new StandInDoorApi(pack);
  const store = await openDoor(api);
  api.reachable = false;
  const minji = await secretFor(ticketIds.minji);
  expect(await store.check({ secret: minji }, 'entry', 'North')).toMatchObject({
    result: 'ok',
    fanName: 'Minji Kim',
    offline: true,
  });
  expect(store.online).toBe(false);
  expect(store.insideCount).toBe(2);
  expect((await store.check({ secret: minji }, 'entry', 'North')).result).toBe('already_redeemed');
  const forged = await secretFor(ticketIds.minji, EVENT, await signingKey('k1'));
  expect((await store.check({ secret: forged }, 'entry', 'North')).result).toBe('invalid');
  expect((await store.check({ secret: 'not a ticket' }, 'entry', 'North')).result).toBe('invalid');
  expect((await store.check({ secret: await secretFor(ticketIds.revoked) }, 'entry', 'North')).result).toBe(
    'revoked',
  );
  const elsewhere = await secretFor('7c1e0000-0000-4000-8000-000000000009', OTHER_EVENT);
  expect((await store.check({ secret: elsewhere }, 'entry', 'North')).result).toBe('other_event');
  // Found by name: Putri is inside already, and goes out.
  expect((await store.check({ ticketId: ticketIds.putri }, 'entry', 'North')).result).toBe(
    'already_redeemed',
  );
  expect((await store.check({ ticketId: ticketIds.putri }, 'exit', 'North')).result).toBe('ok');
  expect(store.insideCount).toBe(1);
  // Only the fans let through were admitted offline: the server reports those it refuses as conflicts.
  expect(store.waiting.map((waiting) => [waiting.result, waiting.scan.admittedOffline])).toEqual([
    ['ok', true],
    ['already_redeemed', false],
    ['invalid', false],
    ['invalid', false],
    ['revoked', false],
    ['other_event', false],
    ['already_redeemed', false],
    ['ok', true],
  ]);
});

test('a fan who signed up after the list was fetched is let in on the signed claims, named as the ticket masks them', async () => {
  const store = await openDoor(new StandInDoorApi(pack));
  store.setOnline(false);
  const newcomer = await secretFor('7c1e0000-0000-4000-8000-000000000004');
  expect(await store.check({ secret: newcomer }, 'entry', 'North')).toMatchObject({
    result: 'ok',
    fanName: 'M**** K**',
  });
});

test('what the door owes survives the page closing, and is sent once, in order, when the network is back', async () => {
  const api = new StandInDoorApi(pack);
  const storage = new DeviceStorage();
  const first = await openDoor(api, storage);
  api.reachable = false;
  await first.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  await first.check({ ticketId: ticketIds.putri }, 'exit', 'North');

  const reopened = new DoorStore(EVENT, api, storage);
  expect(reopened.pack?.eventTitle).toBe('Fan Meeting');
  expect(reopened.waiting.map((waiting) => waiting.scan.nonce)).toEqual(
    first.waiting.map((waiting) => waiting.scan.nonce),
  );
  api.reachable = true;
  // The server let Minji in at another door meanwhile: this door's offline admission is a conflict.
  api.answerWith = (scan) => (scan.secret ? 'already_redeemed' : 'ok');
  await reopened.sync('North');
  expect(api.received).toEqual([first.waiting.map((waiting) => waiting.scan)]);
  expect(reopened.waiting).toEqual([]);
  expect(reopened.conflicts).toBe(1);
  expect(reopened.online).toBe(true);
  await reopened.sync('North');
  expect(api.received).toHaveLength(1);
});

test('a batch the server refuses (a session ended) is shown to staff, kept, and no scan is decided offline meanwhile', async () => {
  const api = new StandInDoorApi(pack);
  const store = await openDoor(api);
  api.reachable = false;
  await store.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  api.reachable = true;
  api.refusing = { status: 401, message: 'Sesi berakhir / Session ended' };
  await store.sync('North');
  expect(store.online).toBe(true);
  expect(store.refusal).toBe(
    "Server menolak pindaian pintu ini (Sesi berakhir / Session ended); pindaian tetap tersimpan. / The server refused this door's scans (Sesi berakhir / Session ended); they stay kept.",
  );
  await expect(store.check({ ticketId: ticketIds.putri }, 'exit', 'North')).rejects.toThrow(store.refusal);
  expect(store.answer).toBeUndefined();
  expect(store.waiting).toHaveLength(1);
  // Signed in again: the kept scan goes, then the next one is decided by the server.
  api.refusing = undefined;
  await store.sync('North');
  expect(store.refusal).toBeUndefined();
  expect(store.waiting).toEqual([]);
  expect(await store.check({ ticketId: ticketIds.putri }, 'exit', 'North')).toMatchObject({ offline: false });
});

test('an answer that does not account for every scan sent leaves them owed, and staff are told', async () => {
  const api = new StandInDoorApi(pack);
  const store = await openDoor(api);
  api.reachable = false;
  await store.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  api.reachable = true;
  api.send = async () => ({ outcomes: [], inside: 0 });
  await store.sync('North');
  expect(store.waiting).toHaveLength(1);
  expect(store.refusal).toMatch(/jawaban server tidak lengkap.*the server's answer is incomplete/);
});

test('a scan while the owed scans are being sent waits for them, then goes to the server: never decided offline', async () => {
  const api = new StandInDoorApi(pack);
  const store = await openDoor(api);
  api.reachable = false;
  await store.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  api.reachable = true;
  store.setOnline(true); // the browser's `online` event
  let answerNow!: () => void;
  api.answersAfter = new Promise((resolve) => (answerNow = resolve));
  const sending = store.sync('North');
  const checking = store.check({ ticketId: ticketIds.putri }, 'exit', 'North');
  setTimeout(answerNow, 50);
  const answer = await checking;
  await sending;
  expect(answer.offline).toBe(false);
  expect(api.received.map((batch) => batch.length)).toEqual([1, 1]);
});

test("signing out forgets every door's list of fans' names; the scans a door still owes stay and are sent", async () => {
  const api = new StandInDoorApi(pack);
  const storage = new DeviceStorage();
  const door = await openDoor(api, storage);
  api.reachable = false;
  await door.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  expect(storage.keys()).toEqual([packItem, owedItem, scansItem]);
  forgetDoorPacks(storage);
  expect(storage.keys()).toEqual([owedItem, scansItem]);
  for (const key of storage.keys()) expect(storage.getItem(key)).not.toContain('Minji Kim');
  const reopened = new DoorStore(EVENT, api, storage);
  expect(reopened.pack).toBeUndefined();
  expect(reopened.waiting).toHaveLength(1);
  api.reachable = true;
  await reopened.sync('North');
  expect(api.received).toHaveLength(1);
  expect(reopened.pack?.eventTitle).toBe('Fan Meeting');
});

test("after the event, its door's pack leaves the device, with its scans once they are all sent", async () => {
  const api = new StandInDoorApi(pack);
  const storage = new DeviceStorage();
  await openDoor(api, storage);
  forgetDoorPacks(storage, 'ended');
  expect(storage.keys()).toEqual([packItem, scansItem]);
  const afterTheEvent = new Date(Date.parse(TOMORROW) + 1000);
  forgetDoorPacks(storage, 'ended', afterTheEvent);
  expect(storage.keys()).toEqual([]);
  // A door that still owes a scan when the event ends keeps the scan, not the names.
  const owing = await openDoor(api, storage);
  api.reachable = false;
  await owing.check({ secret: await secretFor(ticketIds.minji) }, 'entry', 'North');
  forgetDoorPacks(storage, 'ended', afterTheEvent);
  expect(storage.keys()).toEqual([owedItem, scansItem]);
});

/** An event of `count` tickets, none inside, each holder's name `nameLength` characters long. */
function eventOf(count: number, nameLength = 20): DoorPack {
  const tickets = Array.from({ length: count }, (_, index) => ({
    _id: `7c1e0000-0000-4000-8000-${String(index + 100).padStart(12, '0')}`,
    fanName: `Fan ${index}`.padEnd(nameLength, '.'),
    validUntil: TOMORROW,
    inside: false,
    revoked: false,
  }));
  return { ...pack, tickets, inside: 0 };
}

test('an event of 10,000 tickets: the pack comes once, then only what changed, kept compact on the device', async () => {
  const api = new StandInDoorApi(eventOf(10_000));
  const storage = new DeviceStorage();
  const store = await openDoor(api, storage);
  const firstCursor = store.pack!.cursor;
  const kept = storage.getItem(packItem)!;
  expect(kept.length).toBeLessThan(PACK_BUDGET_CHARS);
  expect(kept).toContain('Fan 9999');
  expect(store.storageNotice).toBeUndefined();

  // Nothing changed: the pack on the device is not written again.
  const writes = jest.spyOn(storage, 'setItem');
  await store.refresh();
  expect(api.asked).toEqual([undefined, firstCursor]);
  expect(writes.mock.calls.filter(([key]) => key === packItem)).toHaveLength(0);
  const secondCursor = store.pack!.cursor;

  // Another door let a fan in, and a fan signed up just now.
  const [entered] = eventOf(1).tickets;
  const newcomer = { ...entered!, _id: '7c1e0000-0000-4000-8000-000000fffff1', fanName: 'Kim Minji' };
  api.changed = [{ ...entered!, inside: true }, newcomer];
  await store.refresh();
  expect(api.asked[2]).toBe(secondCursor);
  expect(store.pack!.tickets).toHaveLength(10_001);
  expect(store.insideNow(entered!._id)).toBe(true);
  expect(store.findByName('kim minji').map((ticket) => ticket._id)).toEqual([newcomer._id]);

  // Offline, who is inside moves with each scan this door owes: three fans in, one of them out again.
  api.reachable = false;
  const [first, second, third] = store.pack!.tickets.slice(5000, 5003).map((ticket) => ticket._id);
  for (const ticketId of [first!, second!, third!]) await store.check({ ticketId }, 'entry', 'North');
  await store.check({ ticketId: second! }, 'exit', 'North');
  expect(store.insideCount).toBe(store.pack!.inside + 2);
  api.reachable = true;

  const reopened = new DoorStore(EVENT, api, storage);
  expect(reopened.insideCount).toBe(store.insideCount);
  expect(reopened.pack!.tickets).toHaveLength(10_001);
  expect(reopened.insideNow(entered!._id)).toBe(true);
  expect(reopened.pack!.tickets.find((ticket) => ticket._id === newcomer._id)).toEqual(newcomer);
});

test("an event too large for the device's budget keeps its pack without names, then not at all, and says so", async () => {
  const large = await openDoor(new StandInDoorApi(eventOf(25_000)));
  expect(large.storageNotice).toMatch(/nama fan tidak disimpan.*\/ This event's ticket list is large/);
  expect(large.findByName('Fan 24999')).toHaveLength(1); // while the page is open

  const storage = new DeviceStorage();
  const api = new StandInDoorApi(eventOf(25_000));
  await openDoor(api, storage);
  expect(storage.getItem(packItem)!.length).toBeLessThan(PACK_BUDGET_CHARS);
  const reopened = new DoorStore(EVENT, api, storage);
  expect(reopened.pack!.tickets).toHaveLength(25_000);
  expect(reopened.findByName('Fan 24999')).toEqual([]);
  reopened.setOnline(false);
  const secret = await secretFor(reopened.pack!.tickets[0]!._id);
  expect(await reopened.check({ secret }, 'entry', 'North')).toMatchObject({
    result: 'ok',
    fanName: 'M**** K**',
  });

  const huge = new DeviceStorage();
  const hugeDoor = await openDoor(new StandInDoorApi(eventOf(60_000)), huge);
  expect(hugeDoor.storageNotice).toMatch(/tidak muat di perangkat.*\/ This event's ticket list does not fit/);
  expect(huge.getItem(packItem)).toBeNull();
});

test("a device whose storage is full: the pack goes so the owed scans stay, and staff are told when even they can't", async () => {
  const storage = new DeviceStorage(300_000);
  const api = new StandInDoorApi(eventOf(10_000));
  const store = await openDoor(api, storage);
  expect(store.storageNotice).toMatch(/This event's ticket list does not fit/);
  expect(storage.getItem(packItem)).toBeNull();
  api.reachable = false;
  await store.check({ secret: await secretFor(store.pack!.tickets[0]!._id) }, 'entry', 'North');
  expect(storage.keys().filter((key) => owedItem.asymmetricMatch(key))).toHaveLength(1);

  const full = new DeviceStorage(10_000);
  await openDoor(new StandInDoorApi(pack), full);
  expect(full.getItem(packItem)).not.toBeNull();
  const offline = new StandInDoorApi(pack);
  offline.reachable = false;
  const owing = new DoorStore(EVENT, offline, full);
  for (let scan = 0; scan < 40; scan++)
    await owing.check({ secret: await secretFor(ticketIds.minji) }, scan % 2 ? 'exit' : 'entry', 'North');
  expect(full.getItem(packItem)).toBeNull();
  expect(owing.storageNotice).toMatch(/Scans cannot be kept on this device/);
  expect(owing.waiting).toHaveLength(40); // still owed, while the page stays open
});

test('owed scans a door kept in an earlier form are moved to items of their own once, and sent once', async () => {
  const api = new StandInDoorApi(pack);
  api.reachable = false;
  const storage = new DeviceStorage();
  const earlier = async (nonce: string) => ({
    scan: { ...(await scanOf(ticketIds.minji)), nonce },
    ticketId: ticketIds.minji,
    result: 'ok',
  });
  // The single item of before issue 68, and the scans item of the form before this one.
  storage.setItem(
    packItem,
    JSON.stringify({ pack, waiting: [await earlier('00000000-0000-4000-8000-0000000000a1')] }),
  );
  const first = new DoorStore(EVENT, api, storage);
  expect(first.waiting).toHaveLength(1);
  expect(storage.keys()).toEqual([packItem, owedItem, scansItem]);
  const again = new DoorStore(EVENT, api, storage);
  expect(again.waiting.map((waiting) => waiting.scan.nonce)).toEqual([
    '00000000-0000-4000-8000-0000000000a1',
  ]);
  expect(again.pack?.tickets).toHaveLength(3);

  const older = new DeviceStorage();
  older.setItem(packItem, JSON.stringify(pack));
  older.setItem(
    scansItem,
    JSON.stringify({ waiting: [await earlier('00000000-0000-4000-8000-0000000000b2')], learned: {} }),
  );
  new DoorStore(EVENT, api, older);
  const reopened = new DoorStore(EVENT, api, older);
  expect(reopened.waiting).toHaveLength(1);
  api.reachable = true;
  await reopened.sync('North');
  expect(api.received.map((batch) => batch.map((scan) => scan.nonce))).toEqual([
    ['00000000-0000-4000-8000-0000000000b2'],
  ]);
  expect(older.keys()).toEqual([packItem, scansItem]);
});
