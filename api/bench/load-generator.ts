import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { CONNECTIONS, type AnswerCodes, type DriveAnswer, type LoadPlan, type OneRequest } from './load';
import { spendScenarios } from './scenarios';

/** The next request of the plan: a spend scenario's request n, or the next of its fixed list. */
function nextRequestOf(plan: LoadPlan): (() => OneRequest) | undefined {
  let sent = 0;
  const { spend, once } = plan;
  if (once) return () => once[sent++]!;
  if (!spend) return undefined;
  const scenario = spendScenarios(spend.fans, spend.catalogue).find((s) => s.what === spend.what);
  if (!scenario) throw new Error(`no spend scenario '${spend.what}'`);
  return () => {
    const { fan, body } = scenario.request(spend.from + sent++);
    return { authorization: fan.auth.authorization, body };
  };
}

/** Runs the load plan it is sent (load.ts), answers its figures, and exits. */
process.once('message', async (plan: LoadPlan) => {
  let sent = 0;
  const codes: AnswerCodes = {};
  // An on-sale lasts from its first request to its last answer: autocannon notices that it is done only at its
  // next once-a-second sample, which made a five-second sale last up to six.
  let firstSentAt: number | undefined;
  let lastAnsweredAt = 0;
  const nextRequest = nextRequestOf(plan);
  const result = await autocannon({
    url: plan.url,
    connections: CONNECTIONS,
    ...(plan.once ? { amount: plan.once.length } : { duration: plan.seconds }),
    method: nextRequest ? 'POST' : 'GET',
    requests: nextRequest && [
      {
        setupRequest: (request) => {
          const { authorization, body } = nextRequest();
          sent += 1;
          firstSentAt ??= performance.now();
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization,
              // As the site sends every spend: with a key of its own, so a retry cannot spend twice.
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(body),
          };
        },
        ...(plan.once && {
          onResponse: (status: number, body: string) => {
            const code = status < 300 ? String(status) : codeOf(body, status);
            codes[code] = (codes[code] ?? 0) + 1;
            lastAnsweredAt = performance.now();
          },
        }),
      },
    ],
  });
  const seconds = plan.once ? (lastAnsweredAt - (firstSentAt ?? lastAnsweredAt)) / 1000 : plan.seconds;
  const answer: DriveAnswer = {
    figures: {
      requestsPerSecond: Math.round(result['2xx'] / seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
      succeeded: result['2xx'],
    },
    sent,
    seconds,
    codes,
  };
  process.send!(answer, () => process.exit(0));
});

function codeOf(body: string, status: number): string {
  try {
    return (JSON.parse(body) as { code?: string }).code ?? String(status);
  } catch {
    return String(status);
  }
}
