import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { CONNECTIONS, type LoadPlan } from './load';
import { spendScenarios } from './scenarios';

/** Runs the load plan it is sent (load.ts), answers its figures, and exits. */
process.once('message', async (plan: LoadPlan) => {
  let sent = 0;
  const spend = plan.spend;
  const scenario = spend && spendScenarios(spend.fans, spend.catalogue).find((s) => s.what === spend.what);
  if (spend && !scenario) throw new Error(`no spend scenario '${spend.what}'`);
  const result = await autocannon({
    url: plan.url,
    connections: CONNECTIONS,
    duration: plan.seconds,
    method: scenario ? 'POST' : 'GET',
    requests: scenario && [
      {
        setupRequest: (request) => {
          const { fan, body } = scenario.request(spend.from + sent++);
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: fan.auth.authorization,
              // As the site sends every spend: with a key of its own, so a retry cannot spend twice.
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
  process.send!(
    {
      figures: {
        requestsPerSecond: Math.round(result['2xx'] / plan.seconds),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        succeeded: result['2xx'],
      },
      sent,
    },
    () => process.exit(0),
  );
});
