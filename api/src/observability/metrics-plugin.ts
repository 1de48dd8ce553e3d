import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics, type SpendKind } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics & {
      /** The exposition text of every metric, its gauges read now (what a scrape answers). */
      scrape(): Promise<string>;
    };
  }
  interface FastifyContextConfig {
    /** The kind of spend a route makes: its calls are counted by outcome and refusal code. */
    spend?: SpendKind;
  }
}

/** Requests the API makes of itself (a live tally's snapshot through the read cache) carry this header. */
export const INTERNAL_REQUEST_HEADER = 'x-fanhub-internal';
/** The route label of a request no route matched (so scanners cannot mint label values). */
const UNMATCHED_ROUTE = 'unmatched';

const oldestUnfoldedCreditAge = `
  SELECT COALESCE(EXTRACT(EPOCH FROM now() - MIN(pending_since)), 0)::float8 AS seconds
  FROM ledger_credit_stripes WHERE credits > 0`;
const oldestUnsealedEntryAge = `
  SELECT COALESCE(EXTRACT(EPOCH FROM now() - MIN(created_at)), 0)::float8 AS seconds FROM (
    SELECT created_at FROM ledger_entries
    WHERE id > COALESCE((SELECT last_entry_id FROM ledger_seals ORDER BY id DESC LIMIT 1), 0)
    ORDER BY id LIMIT 1
  ) oldest`;

/**
 * The replica's metrics (observability/metrics.ts): every answered request by route template, method and
 * status; spends by outcome and refusal code; and, read when scraped, the database pool, the ledger folder's and
 * sealer's lag, open live streams and whether Redis answers. The metrics server (metrics-server.ts) serves them
 * on a port of their own.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics();
  const { gauges } = metrics;

  // Each series' child, kept by its labels: a request then costs one lookup, not a hash of its label set.
  const requestSeries = new Map<string, ReturnType<typeof metrics.httpRequestDuration.labels>>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let series = requestSeries.get(key);
    if (!series) {
      series = metrics.httpRequestDuration.labels({ method, route, status_code: String(status) });
      requestSeries.set(key, series);
    }
    return series;
  };

  const observeRequest = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers[INTERNAL_REQUEST_HEADER]) return;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    seriesOf(request.method, route, reply.statusCode).observe(reply.elapsedTime / 1000);
    const kind = request.routeOptions.config.spend;
    if (!kind) return;
    if (reply.statusCode >= 400) {
      metrics.spends.inc({ kind, outcome: 'refused' });
      metrics.spendRefusals.inc({ kind, code: reply.errorCode ?? String(reply.statusCode) });
    } else {
      const replayed = reply.getHeader('idempotent-replayed') === 'true';
      metrics.spends.inc({ kind, outcome: replayed ? 'replayed' : 'accepted' });
    }
  };
  // Nobody scrapes a replica without a metrics listener (METRICS_PORT=0): its requests go without the hook.
  // A hook with a callback: no promise per request.
  if (app.config.metrics.port !== 0) {
    app.addHook('onResponse', (request, reply, done) => {
      observeRequest(request, reply);
      done();
    });
  }

  const ageOf = async (sql: string) => (await app.db.query<{ seconds: number }>(sql)).rows[0]?.seconds ?? 0;
  const readGauges = async () => {
    const pool = app.db.connections();
    gauges.poolConnections.set({ state: 'in_use' }, pool.inUse);
    gauges.poolConnections.set({ state: 'idle' }, pool.idle);
    gauges.poolWaiting.set(pool.waiting);
    gauges.poolMax.set(pool.max);
    gauges.liveStreams.set(app.tallies.openStreams());
    if (app.config.natsServers.length > 0) {
      const carrier = app.tallies.carrier();
      for (const each of ['nats', 'postgres'] as const)
        gauges.liveTallyCarrier.set({ carrier: each }, each === carrier ? 1 : 0);
    }
    const replica = app.publicReads.replica();
    if (replica) {
      gauges.replicaUp.set(replica.up ? 1 : 0);
      gauges.replicaLag.set(replica.lagSeconds);
      gauges.replicaInUse.set(replica.inUse ? 1 : 0);
    }
    const redis = app.sharedCounters();
    if (redis !== 'not configured') gauges.redisUp.set(redis === 'ok' ? 1 : 0);
    // A database that cannot answer now leaves the lag gauges as they were: the pool gauges say why.
    await Promise.all([
      ageOf(oldestUnfoldedCreditAge).then((seconds) => gauges.unfoldedCreditAge.set(seconds)),
      ageOf(oldestUnsealedEntryAge).then((seconds) => gauges.unsealedEntryAge.set(seconds)),
      app.jobs.figures().then((queues) => {
        for (const { queue, waiting, oldestWaitingSeconds, failed } of queues) {
          gauges.jobsWaiting.set({ queue }, waiting);
          gauges.jobsOldestWaitingAge.set({ queue }, oldestWaitingSeconds);
          gauges.jobsFailed.set({ queue }, failed);
        }
      }),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'metrics: ledger lag or job queue not read'));
  };

  app.decorate('metrics', {
    ...metrics,
    async scrape() {
      await readGauges();
      return metrics.registry.metrics();
    },
  });
});
