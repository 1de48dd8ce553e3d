// How long the door takes to decide a scan on its own (the network gone), at an event of 10,000 tickets, beside
// the same door at 100 tickets and, as the anchor, the signature check alone that every scan makes first. Issue 68:
// a scan is decided in under 5 ms whatever the event's size. Node's WebCrypto checks the signatures, as a
// browser's does; the device's storage is a Map, so what is measured is the door's own work.
//   pnpm bench:door            (BENCH_DOOR_SCANS=2000 by default); figures in bench/results/door-scan.json
import { webcrypto } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DoorPack } from '@fanhub/contract';
import { readTicket, signTicket, type TicketSigningKey } from '@fanhub/contract/dist/ticket-secret';
import { DoorStore } from '../src/studio/door/door-store';
import { PACK_BUDGET_CHARS } from '../src/studio/door/kept-pack';

const SCANS = Number(process.env.BENCH_DOOR_SCANS ?? 2000);
const TARGET_MS = 5;
const EVENT = '0b8d4c6e-0000-4000-8000-000000000001';
const VALID_UNTIL = new Date(Date.now() + 86_400_000).toISOString();

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  key = (index: number) => [...this.items.keys()][index] ?? null;
  get length() {
    return this.items.size;
  }
}

async function signingKey(): Promise<TicketSigningKey> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  return { id: 'bench', privateKey: jwk.d!, publicKey: jwk.x! };
}

const ticketId = (index: number) => `7c1e0000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function packOf(key: TicketSigningKey, tickets: number): DoorPack {
  return {
    eventId: EVENT,
    eventTitle: 'Konser NOVA',
    keys: [{ id: key.id, publicKey: key.publicKey }],
    tickets: Array.from({ length: tickets }, (_, index) => ({
      _id: ticketId(index),
      fanName: `Fan Nomor ${index} Putri Ayu`,
      validUntil: VALID_UNTIL,
      inside: false,
      revoked: false,
    })),
    inside: 0,
    cursor: new Date().toISOString(),
    increment: false,
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

async function timed(run: (index: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const took: number[] = [];
  for (let index = 0; index < SCANS; index++) {
    const started = performance.now();
    await run(index);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 0.5), p99: percentile(took, 0.99) };
}

/** A door at an event of `tickets`, offline, letting SCANS fans in (and, past the event's size, out and in again). */
async function doorAt(key: TicketSigningKey, tickets: number, secrets: string[]) {
  const pack = packOf(key, tickets);
  const storage = new MemoryStorage();
  const offline = () => Promise.reject(new Error('Network Error'));
  const store = new DoorStore(EVENT, { pack: async () => pack, send: offline }, storage);
  await store.refresh();
  store.setOnline(false);
  const packChars = storage.getItem(`fanhub-door:${EVENT}`)!.length;
  const figures = await timed(async (index) => {
    const direction = Math.floor(index / tickets) % 2 ? 'exit' : 'entry';
    const answer = await store.check({ secret: secrets[index % tickets]! }, direction, 'Utara');
    if (answer.result !== 'ok' || !answer.offline) throw new Error(`scan ${index} decided ${answer.result}`);
  });
  return { ...figures, packChars, inside: store.insideCount };
}

async function main() {
  const key = await signingKey();
  const secrets = await Promise.all(
    Array.from({ length: SCANS }, (_, index) =>
      signTicket({ e: EVENT, t: ticketId(index), n: 'F** N****', u: VALID_UNTIL }, key),
    ),
  );
  const keys = [{ id: key.id, publicKey: key.publicKey }];
  // Warm-up: the first signature checks compile the code paths every later one takes.
  for (const secret of secrets.slice(0, 200)) await readTicket(secret, keys);

  const anchor = await timed((index) => readTicket(secrets[index]!, keys));
  const small = await doorAt(key, 100, secrets.slice(0, 100));
  const large = await doorAt(key, 10_000, secrets);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  const rows = [
    ['anchor: the signature check alone', ms(anchor.p50), ms(anchor.p99), ''],
    ['scan decided offline, 100 tickets', ms(small.p50), ms(small.p99), `pack ${small.packChars} chars`],
    ['scan decided offline, 10,000 tickets', ms(large.p50), ms(large.p99), `pack ${large.packChars} chars`],
  ];
  console.log(`Door scans, ${SCANS} per row (${process.version}, ${new Date().toISOString()})`);
  for (const [what, p50, p99, note] of rows)
    console.log(`${what!.padEnd(40)} p50 ${p50!.padStart(10)}  p99 ${p99!.padStart(10)}  ${note}`.trimEnd());
  const met = large.p99 < TARGET_MS && large.packChars < PACK_BUDGET_CHARS;
  console.log(
    `target: p99 under ${TARGET_MS} ms at 10,000 tickets (${(large.p99 / anchor.p99).toFixed(1)}x the anchor), ` +
      `pack under ${PACK_BUDGET_CHARS} chars: ${met ? 'met' : 'NOT met'}`,
  );
  const results = path.join(__dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'door-scan.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), scans: SCANS, targetMs: TARGET_MS, anchor, small, large, met }, null, 1)}\n`,
  );
  if (!met) process.exitCode = 1;
}

void main();
