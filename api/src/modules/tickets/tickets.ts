import { randomUUID } from 'node:crypto';
import { decideScan, type Scan, type ScanOutcome, type ScanResult, type Ticket } from '@fanhub/contract';
import { readTicket, type TicketPublicKey } from '@fanhub/contract/dist/ticket-secret';
import type { Database } from '../../db/database';
import { maskedName } from '../member/masked-name';
import {
  appliedScan,
  insertTicket,
  keepScan,
  lockedTicket,
  ticketsOf,
  unticketedSignUps,
} from './repository';
import type { TicketKeys } from './signing-keys';
import { signTicketNow } from './ticket-signer';

/**
 * The fan's tickets, issuing first the ones their sign-ups lack: a ticket is made from its sign-up, so one the
 * sign-up's own request did not make (a restart between the two) is made on the next read, once.
 */
export async function fanTickets(db: Database, keys: TicketKeys, memberId: string): Promise<Ticket[]> {
  for (const signUp of await unticketedSignUps(db, memberId)) {
    const id = randomUUID();
    const secret = signTicketNow(
      { e: signUp.eventId, t: id, n: maskedName(signUp.fullName), u: signUp.validUntil },
      keys.signer,
    );
    await insertTicket(db, { id, ...signUp, keyId: keys.signer.id, secret });
  }
  return ticketsOf(db, memberId);
}

/**
 * A door's scans at `eventId`, in the order sent, each in a transaction of its own that locks its ticket: a nonce
 * seen before answers what was decided then; otherwise the ticket (by its secret's signature, or by the id staff
 * found it by), the event, its validity, whether it is revoked and whether the fan is inside decide. A scan the
 * door let through offline that is refused here is a conflict, kept for staff.
 */
export async function applyScans(
  db: Database,
  keys: TicketKeys,
  at: { eventId: string; door: string; staffId: string },
  scans: Scan[],
): Promise<ScanOutcome[]> {
  const outcomes: ScanOutcome[] = [];
  for (const scan of scans) {
    const ticketId = await ticketIdOf(scan, keys.all);
    outcomes.push(
      await db.transaction(async (tx) => {
        const seen = await appliedScan(tx, scan.nonce);
        if (seen) return outcome(scan, seen.result, seen.ticketId, seen.fullName, seen.conflict);
        const ticket = ticketId ? await lockedTicket(tx, ticketId) : undefined;
        const result = ticket ? decideScan(scan, ticket, at.eventId) : 'invalid';
        const known = ticket ? ticketId! : null;
        const kept = await keepScan(tx, { ...scan, ...at, ticketId: known, result });
        // The same nonce sent twice at once: the other request kept it first.
        if (!kept) {
          const first = (await appliedScan(tx, scan.nonce))!;
          return outcome(scan, first.result, first.ticketId, first.fullName, first.conflict);
        }
        return outcome(scan, result, known, ticket?.fullName ?? null, kept.conflict);
      }),
    );
  }
  return outcomes;
}

/** The ticket a scan names: the one its secret's valid signature names, or the one staff picked by name. */
async function ticketIdOf(scan: Scan, keys: readonly TicketPublicKey[]): Promise<string | undefined> {
  if (scan.secret === undefined) return scan.ticketId;
  const read = await readTicket(scan.secret, keys);
  return 'claims' in read ? read.claims.t : undefined;
}

const outcome = (
  scan: Scan,
  result: ScanResult,
  ticketId: string | null,
  fullName: string | null,
  conflict: boolean,
): ScanOutcome => ({ nonce: scan.nonce, result, ticketId, fanName: fullName, conflict });
