import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  endpoints,
  MIDTRANS_TRANSACTION_STATUSES,
  type EndpointKey,
  type EndpointSpec,
  type StaffRole,
} from '@fanhub/contract';
import fc from 'fast-check';
import { coinsOf, signedNotification, type Fan, type SignedInStaff } from '@fanhub/testkit';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { grantCoins, registerMember } from '../helpers/members';
import { openPayment } from '../helpers/payments';
import { inProcess } from '../helpers/in-process';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { newStaffAccount, signedInStaff, studioImage } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';
import { liveVoting } from '../helpers/votings';

/**
 * Drives every /v1 call of the contract over real HTTP with random and hostile input: wrong types, huge
 * numbers, unicode, missing and extra fields, forged tokens, other members' ids, signed payment
 * notifications in any order. No answer may be a 5xx, and the ledger must be sound afterwards.
 */
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS_PER_CALL ?? 60);
/** Every property's seed derives from this one: `FUZZ_SEED=<seed>` replays a run (each run prints its seed). */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const OPERATOR_TOKEN = 'operator-token-for-the-fuzz-suite-0123456789';
const SERVER_KEY = 'SB-fuzz-server-key-0123456789';

let testApp: TestApp;
let base: string;
let fans: Fan[];
/** The studio's calls are made as the admin, or (a call the admin may not make) as finance. */
let admin: SignedInStaff;
let finance: SignedInStaff;
const staffFor = (call: { staff?: readonly StaffRole[] }) =>
  call.staff ? (call.staff.includes('admin') ? admin : finance) : undefined;
const known: Record<string, string[]> = {};
/** What a well-formed spend can pay for now: projects of open votings, campaigns taking support, open events. */
let spendable: { projects: string[]; campaigns: string[]; events: { _id: string; signUpType: string }[] };
const statuses = new Map<number, number>();
/** Answers in 2xx, per call. */
const succeeded = new Map<EndpointKey, number>();
let sent = 0;
/**
 * A fan, a voting, a campaign and two events that no hostile request can name (they are in no pool, and the
 * fan's token, id and email in no header or field): the well-formed spends made with them must succeed, whatever
 * the draw did to the other fans and the seeded catalogue (suspended, held, signed out, closed).
 */
let untouched: {
  fan: Fan;
  startingCoins: number;
  projects: string[];
  campaigns: string[];
  events: { _id: string; signUpType: string; price: number }[];
};

beforeAll(async () => {
  testApp = await createSeededApp({
    OPERATOR_TOKEN,
    SANDBOX_SERVER_KEY: SERVER_KEY,
    SHARE_RATE_LIMIT_MAX: '1000',
    UPLOAD_DAILY_QUOTA: '1000',
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/v1`;
  fans = [await registerMember(testApp.app), await registerMember(testApp.app)];
  admin = await signedInStaff(testApp, 'admin');
  finance = await signedInStaff(testApp, 'finance');
  // Accounts the admin's well-formed requests may change (never the admin's own, which the fuzz signs in with).
  known.staff = [
    (await newStaffAccount(testApp, 'editor')).id,
    (await newStaffAccount(testApp, 'viewer')).id,
  ];
  for (const fan of fans) await grantCoins(testApp.db, fan.id, 5_000);

  const ids = async (url: string) =>
    (await getJson<{ data: { _id: string }[] }>(testApp.app, url)).data.map((d) => d._id);
  known.categories = await ids('/v1/client/voting/categories');
  known.votings = (
    await Promise.all(known.categories.map((c) => ids(`/v1/client/voting/${c}?limit=100`)))
  ).flat();
  known.projects = (
    await Promise.all(
      known.votings.map(async (v) =>
        (
          await getJson<{ data: { projects: { _id: string }[] } }>(
            testApp.app,
            `/v1/client/voting/detail/${v}`,
          )
        ).data.projects.map((p) => p._id),
      ),
    )
  ).flat();
  known.campaigns = await ids('/v1/client/campaign?limit=100');
  known.events = await ids('/v1/client/event?limit=100');
  spendable = await spendableCatalogue();
  known.packages = await ids('/v1/client/pricing');
  const payments = [await openPayment(testApp.app, fans[0]!), await openPayment(testApp.app, fans[1]!, 1)];
  known.orders = payments.map((p) => p.orderId);
  known.tokens = payments.map((p) => p.snapToken);
  known.members = fans.map((f) => f.id);
  known.amounts = payments.map((p) => String(p.pack.price));
  // Money in the studio: a transfer, a proposed adjustment, today in Jakarta.
  known.transfers = (
    await testApp.db.query<{ id: string }>('SELECT id::text FROM ledger_transfers ORDER BY id DESC LIMIT 5')
  ).rows.map((row) => row.id);
  const proposed = await testApp.app.inject({
    method: 'POST',
    url: '/v1/studio/adjustments',
    headers: finance.auth,
    payload: { memberId: fans[0]!.id, direction: 'grant', coins: 5, reasonCode: 'goodwill', note: 'fuzz' },
  });
  known.adjustments = [proposed.json().data._id as string];
  known.days = [new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)];
  untouched = await untouchedSpending();
}, 120_000);

afterAll(async () => {
  console.log(
    `fuzz (FUZZ_SEED=${SEED}): ${sent} requests over HTTP to ${Object.keys(endpoints).length} calls; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; 2xx of the spends ${JSON.stringify(SPENDS.map((spend) => succeeded.get(spend) ?? 0))}`,
  );
  // Node's fetch leaves connections open after an event stream it cancelled; the server would wait them out.
  testApp.app.server.closeAllConnections();
  await testApp.close();
});

/** Made after every pool is filled, so no hostile request can draw them. */
async function untouchedSpending(): Promise<typeof untouched> {
  const fan = await registerMember(testApp.app);
  const startingCoins = await grantCoins(testApp.db, fan.id, 10_000);
  const voting = await liveVoting(testApp, {}, { projects: 2 });
  const [editor, publisher] = [voting.editor, await signedInStaff(testApp, 'editor')];
  const image = await studioImage(testApp, editor);
  const created = async (path: string, body: object) => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: path,
      headers: editor.auth,
      payload: body,
    });
    const id = answer.json().data._id as string;
    for (const [staff, action] of [
      [editor, 'submit'],
      [publisher, 'publish'],
    ] as const)
      await testApp.app.inject({
        method: 'POST',
        url: `${path}/${id}/publication`,
        headers: staff.auth,
        payload: { action },
      });
    return id;
  };
  const campaign = await created('/v1/studio/campaigns', {
    title: 'Billboard fuzz',
    image,
    description: 'Billboard ulang tahun / Birthday billboard',
    targetCoins: 1_000_000,
    targetDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    refundIfShort: false,
  });
  const inTwentyDays = new Date(Date.now() + 20 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Jakarta',
  });
  const events = await Promise.all(
    [25, 0].map(async (price) => {
      const eventId = await created('/v1/studio/events', {
        title: `Fan Meeting fuzz ${price}`,
        image,
        description: 'Bertemu ORBIT di Jakarta. / Meet ORBIT in Jakarta.',
        category: 'Fan Meeting',
        date: inTwentyDays,
        time: '19:00',
        location: 'Istora Senayan, Jakarta',
        price,
        capacity: 100,
      });
      const event = await getJson<{ data: { _id: string; signUpType: string; price: number } }>(
        testApp.app,
        `/v1/client/event/${eventId}`,
      );
      return event.data;
    }),
  );
  return { fan, startingCoins, projects: voting.projectIds, campaigns: [campaign], events };
}

async function spendableCatalogue(): Promise<typeof spendable> {
  const data = async <T>(url: string) => (await getJson<{ data: T }>(testApp.app, url)).data;
  const openVotings = await Promise.all(
    known.categories!.map((category) =>
      data<{ _id: string }[]>(`/v1/client/voting/${category}?status=open&limit=100`),
    ),
  );
  const projects = await Promise.all(
    openVotings
      .flat()
      .map(
        async (voting) =>
          (await data<{ projects: { _id: string }[] }>(`/v1/client/voting/detail/${voting._id}`)).projects,
      ),
  );
  const campaigns = await data<{ _id: string; status: string }[]>('/v1/client/campaign?limit=100');
  const events = await data<{ _id: string; signUpType: string; status: string; ended: boolean }[]>(
    '/v1/client/event?limit=100',
  );
  return {
    projects: projects.flat().map((project) => project._id),
    campaigns: campaigns
      .filter((campaign) => campaign.status !== 'completed')
      .map((campaign) => campaign._id),
    events: events.filter((event) => !event.ended && event.status !== 'sold-out'),
  };
}

// ---- hostile values -------------------------------------------------------------------------------

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '💜🫰',
    'ا'.repeat(50),
    'x'.repeat(5000),
    '<script>',
    "' OR 1=1 --",
    '{}',
    'null',
    'NaN',
    '1e400',
  ),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
);
const anyValue = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const idLike = (pool: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: weirdString },
  );

/** The ids a field or parameter takes: those the API knows, for the call `key` when it says whose. */
const poolFor = (name: string, key?: EndpointKey): string[] => {
  const projects = known.projects ?? [];
  const campaigns = known.campaigns ?? [];
  const events = known.events ?? [];
  if (name === 'userId' || name === 'memberId') return known.members ?? [];
  if (name === 'staffId') return known.staff ?? [];
  if (name === 'categoryId') return known.categories ?? [];
  if (name === 'votingId') return known.votings ?? [];
  if (name === 'packageId') return known.packages ?? [];
  if (name === 'orderId') return known.orders ?? [];
  if (name === 'transferId') return known.transfers ?? [];
  if (name === 'adjustmentId') return known.adjustments ?? [];
  if (name === 'day') return known.days ?? [];
  if (name === 'token') return known.tokens ?? [];
  if (name === 'type') return ['fanFunding', 'voting', 'event', 'promotional', 'fanspick'];
  if (name === 'action') return ['approve', 'pending', 'fail'];
  if (name === 'name') return ['0123456789abcdef0123456789abcdef.png'];
  if (name === 'eventId' || key?.includes('/event/')) return events;
  if (key?.includes('/campaign')) return campaigns;
  if (key?.includes('/voting-project/')) return projects;
  return [...projects, ...campaigns, ...events];
};

/** A value for one field of a schema: mostly the right kind, often not. */
const fieldValue = (name: string, schema: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const right =
    schema.type === 'integer' || schema.type === 'number'
      ? weirdNumber
      : Array.isArray(schema.enum)
        ? fc.constantFrom(...(schema.enum as unknown[]))
        : /id$/i.test(name)
          ? idLike(poolFor(name))
          : name === 'email'
            ? fc.oneof(fc.emailAddress(), fc.constantFrom(...fans.map((f) => f.email)))
            : weirdString;
  return fc.oneof({ weight: 3, arbitrary: right }, { weight: 1, arbitrary: anyValue });
};

const objectFor = (schema: EndpointSpec['body']) => {
  const properties =
    (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, fieldValue(name, s)]),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ ...fields, extra: anyValue }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: anyValue },
  );
};

const authHeader = fc.oneof(
  fc.constant(undefined),
  fc.constant(() => fans[0]!.auth.authorization),
  fc.constant(() => fans[1]!.auth.authorization),
  fc.constant(() => `Bearer ${OPERATOR_TOKEN}`),
  fc.constant(() => admin.auth.authorization),
  fc.constant(() => `Bearer ${fans[0]!.token.slice(0, -6)}AAAAAA`),
  weirdString.map((s) => () => `Bearer ${s}`),
);

// ---- requests ------------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  rawBody?: string;
  multipart?: { bytes: Uint8Array; usage: unknown };
  authorization?: (() => string) | undefined;
  headers: Record<string, string>;
}

function hostileRequestsFor(key: EndpointKey): fc.Arbitrary<FuzzRequest> {
  const call = endpoints[key] as EndpointSpec & { method: string; path: string };
  const paramNames = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map((name) => idLike(poolFor(name))));
  const query = objectFor(call.querystring).map((q) =>
    q && typeof q === 'object' && !Array.isArray(q) ? q : {},
  );
  const body: fc.Arbitrary<Partial<FuzzRequest>> = call.multipart
    ? fc.record({ multipart: fc.record({ bytes: fc.uint8Array({ maxLength: 4096 }), usage: anyValue }) })
    : call.body
      ? fc.oneof(
          { weight: 5, arbitrary: objectFor(call.body).map((b) => ({ body: b })) },
          { weight: 1, arbitrary: fc.string().map((raw) => ({ rawBody: raw })) },
          ...(key === 'POST /payments/notification' ? [{ weight: 4, arbitrary: notifications() }] : []),
        )
      : fc.constant({});
  const headers = fc.record(
    { 'idempotency-key': fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{8,20}$/), weirdString) },
    { requiredKeys: [] },
  );
  return fc.tuple(params, query, body, authHeader, headers).map(([values, q, b, authorization, h]) => ({
    method: call.method,
    path: call.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(values[paramNames.indexOf(name)])),
    ),
    query: q as Record<string, unknown>,
    authorization,
    headers: h as Record<string, string>,
    ...b,
  }));
}

/**
 * A request as the site sends it: a signed-in fan, ids the API knows for this call, whole coins, each field of
 * the right kind (an enum's values, the fans' emails and password). Some are still refused (a sign-up of the
 * wrong type, a second one); the rest reach the call's success path, so the ledger sees real spends.
 */
function wellFormedRequestsFor(key: EndpointKey): fc.Arbitrary<FuzzRequest> {
  const call = endpoints[key] as EndpointSpec & { method: string; path: string };
  const paramNames = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const knownId = (name: string) => {
    const pool = poolFor(name, key);
    return pool.length > 0 ? fc.constantFrom(...pool) : fc.uuid();
  };
  const properties =
    (call.body as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]): [string, fc.Arbitrary<unknown>] => [
      name,
      schema.type === 'integer' || schema.type === 'number'
        ? fc.integer({ min: 1, max: 20 })
        : Array.isArray(schema.enum)
          ? fc.constantFrom(...(schema.enum as unknown[]))
          : /id$/i.test(name)
            ? knownId(name)
            : name === 'email'
              ? fc.constantFrom(...fans.map((fan) => fan.email))
              : /password/i.test(name)
                ? fc.constant(fans[0]!.password)
                : fc.string({ minLength: 1, maxLength: 40 }),
    ]),
  );
  const body = (spendBodyFor(key) ?? (call.body && !call.multipart ? fc.record(fields) : undefined))?.map(
    (b) => ({ body: b }),
  );
  return fc
    .tuple(fc.tuple(...paramNames.map(knownId)), body ?? fc.constant({}), fc.constantFrom(...fans))
    .map(([values, b, fan]) => ({
      method: call.method,
      path: call.path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String(values[paramNames.indexOf(name)])),
      ),
      query: {},
      // A studio call is made by staff of a role it allows (the admin where it may), every other one by a fan.
      authorization: () => (staffFor(call as { staff?: readonly StaffRole[] }) ?? fan).auth.authorization,
      headers: { 'idempotency-key': randomUUID() },
      ...b,
    }));
}

/** A coin-moving call's body as the site sends it: a target that takes coins now (the right sign-up type). */
function spendBodyFor(
  key: EndpointKey,
  targets: typeof spendable = spendable,
): fc.Arbitrary<unknown> | undefined {
  const coins = fc.integer({ min: 1, max: 20 });
  if (key === 'POST /client/voting-project/create-vote')
    return fc.record({ projectId: fc.constantFrom(...targets.projects), coins });
  if (key === 'POST /client/campaign/support')
    return fc.record({ projectId: fc.constantFrom(...targets.campaigns), coins });
  if (key === 'POST /client/event/sign-up')
    return fc
      .constantFrom(...targets.events)
      .map((event) => ({ eventId: event._id, type: event.signUpType }));
  return undefined;
}

/** Calls whose success ends the fans' sessions that the rest of the fuzz signs in with: hostile requests only. */
const ENDS_SESSIONS: EndpointKey[] = [
  'DELETE /member/:userId',
  'PUT /member/:userId/password',
  'POST /studio/auth/sign-out',
];

const requestsFor = (key: EndpointKey): fc.Arbitrary<FuzzRequest> =>
  ENDS_SESSIONS.includes(key)
    ? hostileRequestsFor(key)
    : fc.oneof(
        { weight: 3, arbitrary: hostileRequestsFor(key) },
        { weight: 1, arbitrary: wellFormedRequestsFor(key) },
      );

/** A correctly signed notification for a real order, in any status, with the right or a wrong amount. */
function notifications(): fc.Arbitrary<Partial<FuzzRequest>> {
  return fc
    .record({
      order: fc.integer({ min: 0, max: 1 }),
      status: fc.constantFrom(...MIDTRANS_TRANSACTION_STATUSES, 'other'),
      fraud: fc.constantFrom('accept', 'challenge', 'deny', undefined),
      amountRight: fc.boolean(),
      statusCode: fc.constantFrom('200', '201', '202'),
    })
    .map(({ order, status, fraud, amountRight, statusCode }) => ({
      body: signedNotification(SERVER_KEY, {
        orderId: known.orders![order]!,
        grossAmount: amountRight ? Number(known.amounts![order]) : 1,
        status,
        statusCode,
        fraudStatus: fraud ?? null,
      }),
    }));
}

/** Any text as raw header bytes: what a hostile client can put on the wire (no line breaks or NULs). */
const headerBytes = (value: string) =>
  Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[\r\n\0]/g, '');

/** A value as a client would put it in a form field or a query: strings as they are, anything else as JSON. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function send(request: FuzzRequest): Promise<number> {
  return (await sendForAnswer(request)).status;
}

async function sendForAnswer(request: FuzzRequest): Promise<{ status: number; code?: string }> {
  const url = new URL(`${base}${request.path}`);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.append(name, textOf(value));
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, headerBytes(value)]),
  );
  if (request.authorization) headers.authorization = headerBytes(request.authorization());
  let body: FormData | string | undefined;
  if (request.multipart) {
    const form = new FormData();
    form.append('usage', textOf(request.multipart.usage));
    form.append('file', new Blob([request.multipart.bytes], { type: 'image/png' }), 'x.png');
    body = form;
  } else if (request.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    body = request.rawBody;
  } else if (request.body !== undefined && request.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: request.method, headers, body });
  let code: string | undefined;
  // A live tally's event stream never ends: its status is what is checked.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  else code = codeOf(await response.text());
  sent += 1;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return { status: response.status, code };
}

/** The error code of a JSON refusal, if the body is one. */
function codeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** Every call, those that can end the sessions the fuzz signs in with last (a hostile sign-out may succeed). */
const CALLS = (Object.keys(endpoints) as EndpointKey[]).sort(
  (a, b) => Number(ENDS_SESSIONS.includes(a)) - Number(ENDS_SESSIONS.includes(b)),
);

it.each(CALLS)('%s never answers 5xx', async (key) => {
  await fc.assert(
    fc.asyncProperty(requestsFor(key), async (request) => {
      const status = await send(request);
      if (status >= 200 && status < 300) succeeded.set(key, (succeeded.get(key) ?? 0) + 1);
      if (status >= 500) throw new Error(`${request.method} ${request.path} answered ${status}`);
    }),
    { numRuns: RUNS_PER_CALL, seed: SEED + CALLS.indexOf(key) },
  );
});

/** The calls that move coins: the fuzz must reach their success path, not only their refusals. */
const SPENDS: EndpointKey[] = [
  'POST /client/voting-project/create-vote',
  'POST /client/campaign/support',
  'POST /client/event/sign-up',
];
/** At least this share of all requests must be answered 2xx: a generator of refusals alone fails it. */
const SUCCESS_SHARE = 0.2;

it('reaches the success paths with a share of its requests', () => {
  const answered2xx = [...succeeded.values()].reduce((sum, count) => sum + count, 0);
  expect(answered2xx / sent).toBeGreaterThanOrEqual(SUCCESS_SHARE);
});

/**
 * After every hostile request, the well-formed spends of the fan no hostile request could touch, on targets none
 * could touch: each one succeeds (a second sign-up for the same event is refused as such), and the fan's coins
 * are what they had less what the answers say was spent.
 */
it("spends the untouched fan's coins on every coin-moving call, each coin accounted for", async () => {
  const signedUp = new Set<string>();
  let spent = 0;
  for (const [index, key] of SPENDS.entries()) {
    const spends = spendBodyFor(key, untouched)!.map((body): FuzzRequest => ({
      method: 'POST',
      path: key.slice('POST '.length),
      query: {},
      body,
      authorization: () => untouched.fan.auth.authorization,
      headers: { 'idempotency-key': randomUUID() },
    }));
    await fc.assert(
      fc.asyncProperty(spends, async (request) => {
        const { status, code } = await sendForAnswer(request);
        const body = request.body as { eventId?: string; coins?: number };
        if (body.eventId !== undefined && signedUp.has(body.eventId)) {
          expect({ status, code }).toEqual({ status: 409, code: 'ALREADY_SIGNED_UP' });
          return;
        }
        expect({ key, status, code }).toEqual({ key, status: 200, code: undefined });
        if (body.eventId === undefined) spent += body.coins!;
        else {
          signedUp.add(body.eventId);
          spent += untouched.events.find((event) => event._id === body.eventId)!.price;
        }
      }),
      { numRuns: 20, seed: SEED + CALLS.length + index, endOnFailure: true },
    );
  }
  expect(await coinsOf(inProcess(testApp.app), untouched.fan)).toBe(untouched.startingCoins - spent);
});

it('leaves the ledger sound after all of it', async () => {
  expect(sent).toBeGreaterThan(0);
  expect(await findLedgerViolations(testApp.db)).toEqual([]);
  const negative = await testApp.db.query(
    "SELECT id FROM ledger_accounts WHERE kind = 'member' AND balance < 0",
  );
  expect(negative.rows).toEqual([]);
});
