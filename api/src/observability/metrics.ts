import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds, from a fast read to a request that gave up (the request timeout is 15 s). */
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];
/** A payment provider's answer: Midtrans answers in tens to hundreds of milliseconds, times out at 15 s. */
const PROVIDER_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/** Web Vitals as fans' phones and computers see them: good LCP is under 2.5 s, good INP under 200 ms. */
const PAGE_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20];
const LAYOUT_SHIFT_SCORES = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** What a spend call came to: coins moved, the first answer replayed, or refused (with a code, counted apart). */
export type SpendOutcome = 'accepted' | 'replayed' | 'refused';
/** The three ways fans spend coins, as the metrics name them. */
export type SpendKind = 'vote' | 'support' | 'event_sign_up';

/**
 * Every metric one API replica exposes, in a registry of its own (tests build many apps in one process). Names
 * and labels follow Prometheus' conventions: the unit in the name, counters ending in `_total`, labels of few
 * values (route templates, kinds, codes; never an id). docs/observability.md says what each one is for.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests the API answered, by route template, method and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: REQUEST_SECONDS,
      registers,
    }),
    spends: new Counter({
      name: 'fanhub_spends_total',
      help: 'Spend calls (votes, supports, paid sign-ups) by kind and outcome',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    spendRefusals: new Counter({
      name: 'fanhub_spend_refusals_total',
      help: 'Spend calls refused, by kind and error code (INSUFFICIENT_COINS, VOTING_ENDED, ...)',
      labelNames: ['kind', 'code'] as const,
      registers,
    }),
    coinsSpent: new Counter({
      name: 'fanhub_coins_spent_total',
      help: 'Coins fans spent, by kind of spend',
      labelNames: ['kind'] as const,
      registers,
    }),
    coinsSold: new Counter({
      name: 'fanhub_coins_sold_total',
      help: 'Coins credited to fans for paid orders, by payment provider',
      labelNames: ['provider'] as const,
      registers,
    }),
    paymentNotifications: new Counter({
      name: 'fanhub_payment_notifications_total',
      help: "Payment providers' notifications, by provider, transaction status, what the API did (credited, reversed, held_for_review, recorded, ignored or refused) and a refusal's error code",
      labelNames: ['provider', 'transaction_status', 'outcome', 'code'] as const,
      registers,
    }),
    paymentProviderDuration: new Histogram({
      name: 'fanhub_payment_provider_request_duration_seconds',
      help: "Calls to the payment provider's API (create a payment, confirm a status), by outcome",
      labelNames: ['provider', 'operation', 'outcome'] as const,
      buckets: PROVIDER_SECONDS,
      registers,
    }),
    webVitals: {
      LCP: vitalHistogram('lcp_seconds', 'Largest Contentful Paint', registers),
      INP: vitalHistogram('inp_seconds', 'Interaction to Next Paint', registers),
      TTFB: vitalHistogram('ttfb_seconds', 'Time to First Byte', registers),
      FCP: vitalHistogram('fcp_seconds', 'First Contentful Paint', registers),
      USABLE: vitalHistogram('usable_seconds', 'From navigation until the page answers a tap', registers),
      INERT: vitalHistogram(
        'inert_seconds',
        'From the largest paint until the page answers a tap',
        registers,
      ),
      CLS: new Histogram({
        name: 'fanhub_web_vitals_cls_score',
        help: "Cumulative Layout Shift in fans' browsers, by route template",
        labelNames: ['route'] as const,
        buckets: LAYOUT_SHIFT_SCORES,
        registers,
      }),
    },
    remoteLoadDuration: new Histogram({
      name: 'fanhub_remote_load_duration_seconds',
      help: "How long a section remote took to load in fans' browsers, by remote and build",
      labelNames: ['remote', 'build'] as const,
      buckets: PAGE_SECONDS,
      registers,
    }),
    remoteLoadFailures: new Counter({
      name: 'fanhub_remote_load_failures_total',
      help: "Section remotes that failed to load in fans' browsers (they saw its fallback), by remote and build",
      labelNames: ['remote', 'build'] as const,
      registers,
    }),
    readCacheRequests: new Counter({
      name: 'fanhub_read_cache_requests_total',
      help: 'Public reads by how the read cache answered them: hit, miss (computed) or not_modified (304)',
      labelNames: ['result'] as const,
      registers,
    }),
    /** Gauges read when scraped; their values are set by the metrics plugin's collectors. */
    gauges: {
      poolConnections: new Gauge({
        name: 'fanhub_db_pool_connections',
        help: "The database pool's connections, by state (in_use, idle)",
        labelNames: ['state'] as const,
        registers,
      }),
      poolWaiting: new Gauge({
        name: 'fanhub_db_pool_waiting_requests',
        help: 'Requests waiting for a database connection',
        registers,
      }),
      poolMax: new Gauge({
        name: 'fanhub_db_pool_max_connections',
        help: 'The most connections the pool opens (DATABASE_POOL_SIZE)',
        registers,
      }),
      unfoldedCreditAge: new Gauge({
        name: 'fanhub_ledger_oldest_unfolded_credit_age_seconds',
        help: "Age of the oldest credit the ledger folder has not yet moved into its account's balance (0: none)",
        registers,
      }),
      unsealedEntryAge: new Gauge({
        name: 'fanhub_ledger_oldest_unsealed_entry_age_seconds',
        help: 'Age of the oldest ledger entry no seal holds yet (0: all sealed)',
        registers,
      }),
      jobsWaiting: new Gauge({
        name: 'fanhub_jobs_waiting',
        help: 'Jobs of each queue waiting to run, due now or for a later retry (the whole queue, not this replica)',
        labelNames: ['queue'] as const,
        registers,
      }),
      jobsOldestWaitingAge: new Gauge({
        name: 'fanhub_jobs_oldest_waiting_age_seconds',
        help: 'How long the oldest job due to run in each queue has waited (0: none waits)',
        labelNames: ['queue'] as const,
        registers,
      }),
      jobsFailed: new Gauge({
        name: 'fanhub_jobs_failed',
        help: 'Jobs of each queue that used up their retries and wait for staff',
        labelNames: ['queue'] as const,
        registers,
      }),
      liveStreams: new Gauge({
        name: 'fanhub_live_streams_open',
        help: 'Live tally streams (server-sent events) open on this replica',
        registers,
      }),
      liveTallyCarrier: new Gauge({
        name: 'fanhub_live_tally_carrier',
        help: 'What carries live-tally changes between replicas now (1), by carrier: nats, or postgres (NOTIFY: no NATS_URL, or no NATS node answers)',
        labelNames: ['carrier'] as const,
        registers,
      }),
      replicaUp: new Gauge({
        name: 'fanhub_db_replica_up',
        help: 'Whether the read replica answers as a standby (1) or not (0); absent without DATABASE_REPLICA_URL',
        registers,
      }),
      replicaLag: new Gauge({
        name: 'fanhub_db_replica_lag_seconds',
        help: 'How far behind the primary the read replica replays (0: all of it); absent without a replica',
        registers,
      }),
      replicaInUse: new Gauge({
        name: 'fanhub_db_replica_in_use',
        help: 'Whether public reads go to the replica now (1) or to the primary (0: replica down or lagging)',
        registers,
      }),
      redisUp: new Gauge({
        name: 'fanhub_redis_up',
        help: 'Whether Redis, where rate limits are shared, answers (1) or not (0); absent without REDIS_URL',
        registers,
      }),
    },
  };
}

function vitalHistogram(name: string, what: string, registers: Registry[]) {
  return new Histogram({
    name: `fanhub_web_vitals_${name}`,
    help: `${what} in fans' browsers, by route template`,
    labelNames: ['route'] as const,
    buckets: PAGE_SECONDS,
    registers,
  });
}

export type Metrics = ReturnType<typeof createMetrics>;
