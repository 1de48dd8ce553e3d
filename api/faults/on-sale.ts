import { randomUUID } from 'node:crypto';
import { pause, startMailSink, waitUntil, type Fan, type MailSink } from '@fanhub/testkit';
import type { Database } from '../src/db/database';
import { ensureAccount, mintAccountId } from '../src/ledger/accounts';
import { transferNow } from '../src/ledger/transfer';
import type { FaultContext, FaultWindow } from './faults';
import { settled, type Answer, type Sent } from './load';

/** The on-sale faults' sale (issue 69): this many of the faults' own fans, all at once, for fewer seats. */
export const ON_SALE_FANS = 24;
const SEATS = 16;
const PRICE = 25;
/** How long every ticket's mail may take once the fault is over: a held mail job's lease, then its retries. */
const MAILS_WITHIN_S = 90;
const RETRY_EVERY_MS = 250;
const GIVE_UP_AFTER_MS = 30_000;

export interface Sale {
  eventId: string;
  fans: Fan[];
  sent: Sent[];
  /** Resolves once every fan's sign-up is answered (retried through cut-offs and 5xx with its key, as the site). */
  answered: Promise<void>;
}

/**
 * A paid event of SEATS seats, each of the fault's own fans given its price, and every fan's "Daftar / Sign up"
 * sent at once, half to each replica; a sign-up cut off (its replica killed) or answered 5xx is sent again with its
 * key, to the other replica, until it is answered.
 */
export async function startSale({ db, ownFans, replicas, sent: faultSent }: FaultContext): Promise<Sale> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price, capacity)
     SELECT 'Fault Concert / Fault Concert', image, description, 'Concert', today_in_jakarta() + 30, '19:00',
            'Jakarta', $1, $2
     FROM events LIMIT 1 RETURNING id`,
    [PRICE, SEATS],
  );
  const eventId = rows[0]!.id;
  const fans = ownFans.slice(0, ON_SALE_FANS);
  const mint = await mintAccountId(db);
  for (const fan of fans)
    await transferNow(db, {
      fromAccountId: mint,
      toAccountId: await ensureAccount(db, 'member', fan.id),
      amount: PRICE,
      reason: 'welcome_grant',
      reference: `fault ${eventId}`,
    });
  const urls = replicas.map((replica) => replica.url);
  const sent = fans.map((fan): Sent => {
    const key = randomUUID();
    return {
      kind: 'sign-up',
      fan,
      coins: PRICE,
      key,
      answers: [],
      send: (api) =>
        fetch(`${api}/v1/client/event/sign-up`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: fan.auth.authorization,
            'idempotency-key': key,
          },
          body: JSON.stringify({ eventId, type: 'paid' }),
          signal: AbortSignal.timeout(10_000),
        }),
    };
  });
  faultSent.push(...sent);
  const answered = Promise.all(sent.map((request, n) => untilSettled(request, urls, n % urls.length))).then(
    () => undefined,
  );
  return { eventId, fans, sent, answered };
}

async function untilSettled(request: Sent, urls: string[], first: number): Promise<void> {
  const until = Date.now() + GIVE_UP_AFTER_MS;
  for (let attempt = 0; Date.now() < until; attempt++) {
    const replica = (first + attempt) % urls.length;
    const startedAt = Date.now();
    const answer: Answer = await request.send(urls[replica]!).then(
      async (response) => {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        return { status: response.status, replica, startedAt, ms: Date.now() - startedAt, code: body.code };
      },
      () => ({ status: 'cut off' as const, replica, startedAt, ms: Date.now() - startedAt }),
    );
    request.answers.push(answer);
    if (settled(answer)) return;
    await pause(RETRY_EVERY_MS);
  }
}

/** Once `answered` of the sale's sign-ups have been answered (a moment to break something mid-sale). */
export const afterAnswers = (sale: Sale, answered: number) =>
  waitUntil(() => sale.sent.filter((request) => settled(request.answers.at(-1))).length >= answered, {
    seconds: 30,
    everyMs: 20,
  });

/**
 * What the sale must have left, whatever broke during it: exactly the seats sold, each with one ticket, mailed once
 * (waiting for the mails up to MAILS_WITHIN_S), every fan told a seat or sold out, charged once if seated and not
 * at all if not.
 */
export async function saleProblems(db: Database, sale: Sale, mail: () => MailSink): Promise<string[]> {
  const problems: string[] = [];
  const last = sale.sent.map((request) => request.answers.at(-1));
  const seated = sale.sent.filter((_, n) => last[n]?.status === 200).map((request) => request.fan);
  const soldOut = last.filter((answer) => answer?.code === 'SOLD_OUT').length;
  if (seated.length !== SEATS || soldOut !== sale.fans.length - SEATS)
    problems.push(
      `${seated.length} fans told they have a seat and ${soldOut} told sold out, not ${SEATS} and ${sale.fans.length - SEATS} (${last.map((a) => a?.code ?? a?.status).join(' ')})`,
    );
  const { rows } = await db.query<{ memberId: string; tickets: number; charged: number }>(
    `SELECT m.id AS "memberId",
            (SELECT count(*) FROM event_tickets t WHERE t.event_id = $1 AND t.member_id = m.id
               AND t.revoked_at IS NULL)::int AS tickets,
            (SELECT count(*) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
               JOIN ledger_accounts e ON e.id = t.to_account_id
             WHERE a.kind = 'member' AND a.owner_id = m.id::text AND e.kind = 'event' AND e.owner_id = $1::text)::int
              AS charged
     FROM members m WHERE m.id = ANY($2::uuid[])`,
    [sale.eventId, sale.fans.map((fan) => fan.id)],
  );
  const seatedIds = new Set(seated.map((fan) => fan.id));
  for (const { memberId, tickets, charged } of rows) {
    const expected = seatedIds.has(memberId) ? 1 : 0;
    if (tickets !== expected || charged !== expected)
      problems.push(`fan ${memberId}: ${tickets} tickets and charged ${charged} times, not ${expected}`);
  }
  const ticketMails = (fan: Fan) =>
    mail().received.filter(
      (message) =>
        message.to.some((to) => to.toLowerCase() === fan.email.toLowerCase()) &&
        /^Subject: Tiket kamu: Fault Concert/m.test(message.raw),
    ).length;
  await waitUntil(() => seated.every((fan) => ticketMails(fan) >= 1), { seconds: MAILS_WITHIN_S });
  // A mail sent twice would arrive within a moment of the first.
  await pause(2000);
  for (const fan of sale.fans) {
    const mails = ticketMails(fan);
    const expected = seatedIds.has(fan.id) ? 1 : 0;
    if (mails !== expected) problems.push(`${fan.email} received ${mails} ticket mails, not ${expected}`);
  }
  return problems;
}

/** The fault's mail server going down and coming back on the same address (the replicas keep their SMTP URL). */
export async function mailServerDown(
  holder: { sink: MailSink },
  downMs: number,
  during: () => Promise<void>,
): Promise<FaultWindow> {
  const port = Number(new URL(holder.sink.url).port);
  const began = Date.now();
  await holder.sink.close();
  await Promise.all([during(), pause(downMs)]);
  const ended = Date.now();
  const received = holder.sink.received;
  holder.sink = await startMailSink({ port });
  // What the sink held before it went down still counts.
  holder.sink.received.unshift(...received);
  return { began, ended, restored: Date.now() };
}
