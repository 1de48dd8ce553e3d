import type { DoorPack } from '@fanhub/contract';

/**
 * The most of the device's storage one event's pack may take, in characters: a browser gives a site about 5 MB
 * (Safari counts two bytes a character), which the studio, the fan's app and a door's owed scans share.
 */
export const PACK_BUDGET_CHARS = 1_500_000;

/** How much of the pack the device keeps: all of it, all but fans' names, or none (too large even so). */
export type PackKept = 'whole' | 'without-names' | 'not-kept';

type TicketRow = [id: string, fanName: string, validUntil: string, flags: number];
const INSIDE = 1;
const REVOKED = 2;

/**
 * The pack as kept: each ticket a row rather than an object with its field names, and the time most of the
 * event's tickets are valid until said once (a row's is empty when it is that one): under half the size.
 */
interface StoredPack extends Omit<DoorPack, 'tickets'> {
  form: 2;
  validUntil: string;
  rows: TicketRow[];
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps `pack` under `key` within the budget, dropping fans' names before giving up; never throws. */
export function writePack(storage: Storage, key: string, pack: DoorPack): PackKept {
  for (const kept of ['whole', 'without-names'] as const) {
    const text = JSON.stringify(stored(pack, kept === 'whole'));
    if (text.length > PACK_BUDGET_CHARS) continue;
    try {
      storage.setItem(key, text);
      return kept;
    } catch {
      // The device is fuller than the budget allows for (QuotaExceededError): try smaller, then keep none.
    }
  }
  storage.removeItem(key);
  return 'not-kept';
}

/** The pack kept under `key`, in this form or the one before (tickets as objects), or undefined. */
export function readPack(storage: Pick<Storage, 'getItem'>, key: string): DoorPack | undefined {
  let kept: Partial<StoredPack & DoorPack> | null;
  try {
    kept = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredPack & DoorPack> | null;
  } catch {
    return undefined;
  }
  if (!kept) return undefined;
  if (kept.form === 2 && Array.isArray(kept.rows)) {
    const { form: _form, validUntil: usually, rows, ...rest } = kept as StoredPack;
    return {
      ...rest,
      tickets: rows.map(([_id, fanName, validUntil, flags]) => ({
        _id,
        fanName,
        validUntil: validUntil || usually,
        inside: (flags & INSIDE) !== 0,
        revoked: (flags & REVOKED) !== 0,
      })),
    };
  }
  return Array.isArray(kept.tickets) ? (kept as DoorPack) : undefined;
}

function stored({ tickets, ...pack }: DoorPack, withNames: boolean): StoredPack {
  const usually = mostCommon(tickets.map((ticket) => ticket.validUntil));
  return {
    ...pack,
    form: 2,
    validUntil: usually,
    rows: tickets.map((ticket) => [
      ticket._id,
      withNames ? ticket.fanName : '',
      ticket.validUntil === usually ? '' : ticket.validUntil,
      (ticket.inside ? INSIDE : 0) | (ticket.revoked ? REVOKED : 0),
    ]),
  };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  let most = '';
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > (counts.get(most) ?? 0)) most = value;
  }
  return most;
}
