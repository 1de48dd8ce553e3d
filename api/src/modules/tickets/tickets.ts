import { randomUUID } from 'node:crypto';
import type { Scan, ScanOutcome, ScanResult, Ticket } from '@fanhub/contract';
import { readTicket, signTicket, type TicketClaims } from '@fanhub/contract/dist/ticket-secret';
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

/**
 * The fan's tickets, issuing first the ones their sign-ups lack: a ticket is made from its sign-up, so one the
 * sign-up's own request did not make (a restart between the two) is made on the next read, once.
 */
export async function fanTickets(db: Database, keys: TicketKeys, memberId: string): Promise<Ticket[]> {
  for (const signUp of await unticketedSignUps(db, memberId)) {
    const id = randomUUID();
    const secret = await signTicket(
      { e: signUp.eventId, t: id, n: maskedName(signUp.fullName), u: signUp.validUntil },
      keys.signer,
    );
    await insertTicket(db, { id, ...signUp, keyId: keys.signer.id, secret });
  }
  return ticketsOf(db, memberId);
}

/** Key id to public key: what a verifier needs. */
export const publicKeysOf = (keys: TicketKeys) =>
  Object.fromEntries(keys.all.map((key) => [key.id, key.publicKey]));

/**
 * A door's scans at `eventId`, in the order sent, each in a transaction of its own that locks its ticket: a nonce
 * seen before answers what was decided then; otherwise the secret's signature, the event, its validity, whether it
 * is revoked and whether the fan is inside decide. A scan the door let through offline that is refused here is a
 * conflict, kept for staff.
 */
export async function applyScans(
  db: Database,
  keys: TicketKeys,
  at: { eventId: string; door: string; staffId: string },
  scans: Scan[],
): Promise<ScanOutcome[]> {
  const publicKeys = publicKeysOf(keys);
  const outcomes: ScanOutcome[] = [];
  for (const scan of scans) {
    const read = await readTicket(scan.secret, publicKeys);
    outcomes.push(
      await db.transaction(async (tx) => {
        const seen = await appliedScan(tx, scan.nonce);
        if (seen) return outcome(scan, seen.result, seen.ticketId, seen.fullName, seen.conflict);
        let result: ScanResult;
        let ticketId: string | null = null;
        let fullName: string | null = null;
        if ('unreadable' in read) result = 'invalid';
        else {
          const ticket = await lockedTicket(tx, read.claims.t);
          ticketId = ticket ? read.claims.t : null;
          fullName = ticket?.fullName ?? null;
          result = ticket ? decide(scan, read.claims, ticket, at.eventId) : 'invalid';
        }
        const kept = await keepScan(tx, { ...scan, ...at, ticketId, result });
        // The same nonce sent twice at once: the other request kept it first.
        if (!kept) {
          const first = (await appliedScan(tx, scan.nonce))!;
          return outcome(scan, first.result, first.ticketId, first.fullName, first.conflict);
        }
        return outcome(scan, result, ticketId, fullName, kept.conflict);
      }),
    );
  }
  return outcomes;
}

/** What a door decides of a readable ticket of ours, in pretix's order: the event, revoked, its time, inside. */
function decide(
  scan: Scan,
  claims: TicketClaims,
  ticket: { eventId: string; revoked: boolean; inside: boolean },
  eventId: string,
): ScanResult {
  if (claims.e !== eventId || ticket.eventId !== eventId) return 'other_event';
  if (ticket.revoked) return 'revoked';
  if (Date.parse(claims.u) <= Date.parse(scan.scannedAt)) return 'invalid_time';
  if (scan.direction === 'entry') return ticket.inside ? 'already_redeemed' : 'ok';
  return ticket.inside ? 'ok' : 'not_inside';
}

const outcome = (
  scan: Scan,
  result: ScanResult,
  ticketId: string | null,
  fullName: string | null,
  conflict: boolean,
): ScanOutcome => ({ nonce: scan.nonce, result, ticketId, fanName: fullName, conflict });
