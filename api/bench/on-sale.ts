import type { Fan, MailSink } from '@fanhub/testkit';
import type { Database } from '../src/db/database';
import { drive, type AnswerCodes } from './load';

/** A concert's on-sale (issue 69): this many fans with coins, all at once, for this many seats of one paid event. */
export const ON_SALE_FANS = Number(process.env.BENCH_ON_SALE_FANS ?? 2000);
export const ON_SALE_SEATS = Number(process.env.BENCH_ON_SALE_SEATS ?? 1000);
const PRICE = 50;
/** How long the mails may take to reach the sink once the last fan is answered. */
const MAIL_WAIT_MS = 60_000;

export interface OnSaleFigures {
  fans: number;
  seats: number;
  seconds: number;
  /** Sign-ups answered (a seat or sold out) a second. */
  answeredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  codes: AnswerCodes;
  sold: number;
  tickets: number;
  mails: number;
  /** Fans refused whose balance is not what they bought: must be none. */
  refusedWithCoinsMoved: number;
  /** Fans sold a seat who were not charged its price exactly once: must be none. */
  soldNotChargedOnce: number;
}

/** The on-sale's event: paid, a seat limit, on sale now. */
async function concert(db: Database): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price, capacity)
     SELECT 'Bench Concert', image, description, 'Concert', today_in_jakarta() + 30, '19:00', 'Jakarta', $1, $2
     FROM events LIMIT 1
     RETURNING id`,
    [PRICE, ON_SALE_SEATS],
  );
  return rows[0]!.id;
}

/**
 * Every fan presses "Daftar / Sign up" for the concert once, 64 at a time, as soon as the last answer came: the
 * figures, what was sold and issued, the mails the sink received, and what the ledger says each fan paid.
 */
export async function onSale(api: string, db: Database, mail: MailSink, fans: Fan[]): Promise<OnSaleFigures> {
  const eventId = await concert(db);
  const mailsBefore = ticketMails(mail, fans);
  const { figures, seconds, codes } = await drive({
    url: `${api}/v1/client/event/sign-up`,
    seconds: 0,
    once: fans.map((fan) => ({ authorization: fan.auth.authorization, body: { eventId, type: 'paid' } })),
  });
  const { rows } = await db.query<{ sold: number; tickets: number }>(
    `SELECT (SELECT count(*)::int FROM event_sign_ups WHERE event_id = $1) AS sold,
            (SELECT count(*)::int FROM event_tickets WHERE event_id = $1 AND revoked_at IS NULL) AS tickets`,
    [eventId],
  );
  const { sold, tickets } = rows[0]!;
  const waitUntil = Date.now() + MAIL_WAIT_MS;
  while (ticketMails(mail, fans) - mailsBefore < sold && Date.now() < waitUntil)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const paid = await db.query<{ refused: number; notOnce: number }>(
    `WITH charged AS (
       SELECT m.id, (SELECT count(*) FROM ledger_transfers t JOIN ledger_accounts e ON e.id = t.to_account_id
                     WHERE t.from_account_id = a.id AND e.kind = 'event' AND e.owner_id = $1::text)::int AS times,
              EXISTS (SELECT 1 FROM event_sign_ups s WHERE s.event_id = $1::uuid AND s.member_id = m.id) AS seated
       FROM members m JOIN ledger_accounts a ON a.kind = 'member' AND a.owner_id = m.id::text
       WHERE m.id = ANY($2::uuid[]))
     SELECT count(*) FILTER (WHERE NOT seated AND times > 0)::int AS refused,
            count(*) FILTER (WHERE seated AND times <> 1)::int AS "notOnce"
     FROM charged`,
    [eventId, fans.map((fan) => fan.id)],
  );
  return {
    fans: fans.length,
    seats: ON_SALE_SEATS,
    seconds,
    answeredPerSecond: Math.round(Object.values(codes).reduce((sum, n) => sum + n, 0) / seconds),
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    codes,
    sold,
    tickets,
    mails: ticketMails(mail, fans) - mailsBefore,
    refusedWithCoinsMoved: paid.rows[0]!.refused,
    soldNotChargedOnce: paid.rows[0]!.notOnce,
  };
}

/** The ticket mails the sink holds for these fans. */
function ticketMails(mail: MailSink, fans: Fan[]): number {
  const addresses = new Set(fans.map((fan) => fan.email.toLowerCase()));
  return mail.received.filter(
    (message) =>
      message.to.some((to) => addresses.has(to.toLowerCase())) && /^Subject: Tiket kamu/m.test(message.raw),
  ).length;
}

/** What the on-sale must hold (issue 69): each unmet one, in words. */
export function onSaleShortfalls(figures: OnSaleFigures): string[] {
  const { fans, seats, sold, tickets, mails, codes } = figures;
  const expected = Math.min(fans, seats);
  const shortfalls: string[] = [];
  if (sold !== expected) shortfalls.push(`on-sale: ${sold} seats sold of ${expected}`);
  if (tickets !== sold) shortfalls.push(`on-sale: ${tickets} tickets for ${sold} seats`);
  if (mails !== sold) shortfalls.push(`on-sale: ${mails} ticket mails for ${sold} seats`);
  if ((codes['200'] ?? 0) !== sold)
    shortfalls.push(`on-sale: ${codes['200'] ?? 0} fans told they got a seat`);
  if ((codes.SOLD_OUT ?? 0) !== fans - expected)
    shortfalls.push(`on-sale: answers ${JSON.stringify(codes)}, not ${fans - expected} SOLD_OUT`);
  if (figures.refusedWithCoinsMoved > 0)
    shortfalls.push(`on-sale: ${figures.refusedWithCoinsMoved} refused fans charged`);
  if (figures.soldNotChargedOnce > 0)
    shortfalls.push(`on-sale: ${figures.soldNotChargedOnce} seated fans not charged once`);
  return shortfalls;
}
