import { randomUUID } from 'node:crypto';
import { pause, signedNotification, type CoinPackage, type Fan, type RushCatalogue } from '@fanhub/testkit';

/** What a fan or the payment provider sends: spends move coins from the fan, a top-up's settlement to them. */
export type Kind = 'vote' | 'support' | 'sign-up' | 'top-up' | 'order' | 'sign-in';
export const SPENDS: Kind[] = ['vote', 'support', 'sign-up'];

export interface Answer {
  /** The HTTP status, or `cut off` when no answer came (connection refused or reset, or no answer in time). */
  status: number | 'cut off';
  replica: number;
  startedAt: number;
  ms: number;
  code?: string;
  message?: string;
}

/** One request and every answer it got: the first, then each retry with the same body and key. */
export interface Sent {
  kind: Kind;
  fan: Fan;
  /** The coins it moves when it succeeds (a refused spend asks for more than the fan has: it must move none). */
  coins: number;
  /** The Idempotency-Key of a spend, the order id of a top-up. */
  key: string;
  answers: Answer[];
  send(api: string): Promise<Response>;
}

/** Answered, one way or the other: 2xx, or refused with a 4xx. A 5xx or a cut-off is retried. */
export const settled = (answer: Answer | undefined) =>
  answer !== undefined && answer.status !== 'cut off' && answer.status < 500;
export const succeeded = (sent: Sent) => {
  const last = sent.answers.at(-1)?.status;
  return typeof last === 'number' && last >= 200 && last < 300;
};

const REQUEST_TIMEOUT_MS = 10_000;
let turn = 0;

/** Sends `sent` to the next replica in turn and records its answer. */
export async function deliver(sent: Sent, replicas: string[]): Promise<Answer> {
  const replica = turn++ % replicas.length;
  const startedAt = Date.now();
  const answer = await sent.send(replicas[replica]!).then(
    async (response): Promise<Answer> => {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      return { status: response.status, replica, startedAt, ms: 0, code: body.code, message: body.message };
    },
    (): Answer => ({ status: 'cut off', replica, startedAt, ms: 0 }),
  );
  answer.ms = Date.now() - startedAt;
  sent.answers.push(answer);
  return answer;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

/** A spend as the site sends it: the fan's token and an Idempotency-Key of its own, kept for every retry. */
function spend(kind: Kind, fan: Fan, coins: number, path: string, body: unknown): Sent {
  const key = randomUUID();
  return {
    kind,
    fan,
    coins,
    key,
    answers: [],
    send: (api) => post(api + path, body, { authorization: fan.auth.authorization, 'idempotency-key': key }),
  };
}

/** The spends of the load, in turn: votes spread over the open projects, supports, paid sign-ups. */
function spendMaker(fans: Fan[], catalogue: RushCatalogue) {
  let n = 0;
  const signUps = new Map<string, number>();
  return (): Sent => {
    // Fan by fan, and each fan through every kind of spend in turn.
    const fan = fans[n % fans.length]!;
    const which = Math.floor(n++ / fans.length) % 20;
    if (which === 19) {
      // More than any fan holds: refused, and must move nothing.
      return spend('vote', fan, 1_000_000, '/v1/client/voting-project/create-vote', {
        projectId: catalogue.openProjects[0],
        coins: 1_000_000,
      });
    }
    if (which % 4 === 0) {
      const count = signUps.get(fan.id) ?? 0;
      signUps.set(fan.id, count + 1);
      const eventId = catalogue.paidEvents[count % catalogue.paidEvents.length];
      return spend('sign-up', fan, catalogue.eventPrice, '/v1/client/event/sign-up', {
        eventId,
        type: 'paid',
      });
    }
    const coins = 1 + (n % 3);
    if (which % 4 === 1) {
      return spend('support', fan, coins, '/v1/client/campaign/support', {
        projectId: catalogue.campaignId,
        coins,
      });
    }
    const projectId = catalogue.openProjects[n % catalogue.openProjects.length];
    return spend('vote', fan, coins, '/v1/client/voting-project/create-vote', { projectId, coins });
  };
}

/** The payment provider's signed notification that `orderId` reached `status`, as Midtrans sends it. */
export function paymentNotification(
  serverKey: string,
  orderId: string,
  grossAmount: number,
  status: string,
  fan: Fan,
  coins: number,
): Sent {
  const body = signedNotification(serverKey, {
    orderId,
    grossAmount,
    status,
    statusCode: status === 'settlement' ? '200' : '202',
  });
  return {
    kind: 'top-up',
    fan,
    coins,
    key: orderId,
    answers: [],
    send: (api) => post(`${api}/v1/payments/notification`, body),
  };
}

/** A fan opens an order for `pack`; answers its id, or undefined when the API did not open it. */
export async function openOrder(
  fan: Fan,
  pack: CoinPackage,
  replicas: string[],
  log: Sent[],
): Promise<string | undefined> {
  let orderId: string | undefined;
  const order: Sent = {
    kind: 'order',
    fan,
    coins: 0,
    key: pack._id,
    answers: [],
    send: async (api) => {
      const response = await fetch(`${api}/v1/client/pricing/create-payment-token/${pack._id}`, {
        headers: { authorization: fan.auth.authorization },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok)
        orderId = ((await response.clone().json()) as { data: { orderId: string } }).data.orderId;
      return response;
    },
  };
  log.push(order);
  await deliver(order, replicas);
  return orderId;
}

export interface RunningLoad {
  /** Every request sent so far, in the order they were made. */
  sent: Sent[];
  stop(): Promise<void>;
}

/** How long a worker of the load waits after a request that failed or was cut off. */
const AFTER_A_FAILURE_MS = 100;

/**
 * A steady load on every replica in turn: `spenders` fans spending one after another, one fan topping up
 * through the payment provider's signed notification, one fan signing in (rate limits count in Redis). Each
 * worker sends its next request when the last is answered, so the load stays bounded, and waits a moment first
 * when it failed or was cut off, as a fan does after an error: a worker that asked again at once would send
 * hundreds of requests a second into a stopped database, each one more for the retries after the fault.
 */
export function startLoad(options: {
  replicas: string[];
  fans: Fan[];
  catalogue: RushCatalogue;
  pack: CoinPackage;
  serverKey: string;
  spenders: number;
}): RunningLoad {
  const { replicas, fans, catalogue, pack, serverKey } = options;
  const sent: Sent[] = [];
  let running = true;
  const nextSpend = spendMaker(fans, catalogue);

  const spender = async () => {
    while (running) {
      const next = nextSpend();
      sent.push(next);
      if (!settled(await deliver(next, replicas))) await pause(AFTER_A_FAILURE_MS);
    }
  };
  const topUps = async () => {
    for (let n = 0; running; n += 1) {
      const fan = fans[n % fans.length]!;
      const orderId = await openOrder(fan, pack, replicas, sent);
      if (!orderId) {
        await pause(AFTER_A_FAILURE_MS);
        continue;
      }
      const settlement = paymentNotification(serverKey, orderId, pack.price, 'settlement', fan, pack.coin);
      sent.push(settlement);
      if (!settled(await deliver(settlement, replicas))) await pause(AFTER_A_FAILURE_MS);
    }
  };
  const signIns = async () => {
    for (let n = 0; running; n += 1) {
      const fan = fans[n % fans.length]!;
      const signIn: Sent = {
        kind: 'sign-in',
        fan,
        coins: 0,
        key: fan.email,
        answers: [],
        send: (api) => post(`${api}/v1/auth/login`, { email: fan.email, password: fan.password }),
      };
      sent.push(signIn);
      await deliver(signIn, replicas);
      await pause(250);
    }
  };
  const workers = [...Array.from({ length: options.spenders }, spender), topUps(), signIns()];
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * What a real client does after a fault: sends every request left without a settled answer again, with the
 * same body and Idempotency-Key, until it is answered (at most `seconds`). Answers what is still unsettled.
 */
export async function retryUnsettled(sent: Sent[], replicas: string[], seconds = 20): Promise<Sent[]> {
  const deadline = Date.now() + seconds * 1000;
  let unsettled = sent.filter((request) => !settled(request.answers.at(-1)));
  while (unsettled.length > 0 && Date.now() < deadline) {
    for (let start = 0; start < unsettled.length; start += 8) {
      await Promise.all(unsettled.slice(start, start + 8).map((request) => deliver(request, replicas)));
    }
    unsettled = unsettled.filter((request) => !settled(request.answers.at(-1)));
    if (unsettled.length > 0) await pause(250);
  }
  return unsettled;
}
