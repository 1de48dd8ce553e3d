import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { openPublicReads, primaryOnly } from './db/public-reads';
import { registerErrorHandler } from './http/error-handler';
import { jobQueuePlugin } from './plugins/job-queue';
import { jobWorkersPlugin } from './plugins/job-workers';
import { useStrictValidation } from './http/validation';
import { DevelopmentOutbox, smtpMailer, type Mailer } from './mail/mailer';
import { developmentOutboxRoutes } from './mail/outbox-routes';
import { authRoutes } from './modules/auth/routes';
import { signInProviderRoutes } from './modules/sign-in-providers/routes';
import { fairPlayPlugin } from './modules/fair-play/fair-play-plugin';
import { fairPlayRoutes } from './modules/fair-play/routes';
import { fairPlayStudioRoutes } from './modules/fair-play/studio-routes';
import { bannerRoutes } from './modules/banner/routes';
import { campaignRoutes } from './modules/campaign/routes';
import { eventRoutes } from './modules/event/routes';
import { fileRoutes } from './modules/file/routes';
import { localDiskStorage } from './modules/file/storage';
import { healthRoutes } from './modules/health/routes';
import { liveRoutes } from './modules/live/routes';
import { tallyHubPlugin } from './modules/live/tally-hub';
import { heartExpiryPlugin } from './modules/hearts/expiry-job';
import { heartRoutes } from './modules/hearts/routes';
import { ticketKeys, type TicketKeys } from './modules/tickets/signing-keys';
import { ticketRoutes } from './modules/tickets/routes';
import { doorRoutes } from './modules/tickets/door-routes';
import { heartStudioRoutes } from './modules/hearts/studio-routes';
import { memberAreaRoutes } from './modules/member-area/routes';
import { memberRoutes } from './modules/member/routes';
import { mvpRoutes } from './modules/mvp/routes';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notification/routes';
import { operationRoutes } from './modules/operations/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { seoRoutes } from './modules/seo/routes';
import { transparencyRoutes } from './modules/transparency/routes';
import { votingRoutes } from './modules/voting/routes';
import { votingStudioRoutes } from './modules/voting/studio-routes';
import { campaignStudioRoutes } from './modules/campaign/studio-routes';
import { moderationRoutes } from './modules/moderation/routes';
import { eventStudioRoutes } from './modules/event/studio-routes';
import { revisionStudioRoutes } from './studio/revision-routes';
import { newsStudioRoutes } from './modules/news/studio-routes';
import { bannerStudioRoutes } from './modules/banner/studio-routes';
import { seoStudioRoutes } from './modules/seo/studio-routes';
import { pricingStudioRoutes } from './modules/pricing/studio-routes';
import { webVitalsRoutes } from './modules/web-vitals/routes';
import { jobStudioRoutes } from './modules/jobs/studio-routes';
import { adjustmentRoutes } from './modules/finance/adjustment-routes';
import { financeJobsPlugin } from './modules/finance/finance-jobs';
import { payoutRoutes } from './modules/finance/payout-routes';
import { reconciliationRoutes } from './modules/finance/reconciliation-routes';
import { financeRoutes } from './modules/finance/routes';
import { pushJobsPlugin, pushRoutes } from './modules/push/routes';
import { midtransProvider } from './payments/midtrans-provider';
import type { PaymentProvider } from './payments/provider';
import { paymentRoutes } from './payments/routes';
import { timedPaymentProvider } from './payments/timed-provider';
import { metricsPlugin } from './observability/metrics-plugin';
import { metricsServerPlugin } from './observability/metrics-server';
import { requestIdOf } from './observability/request-id';
import { sandboxProvider } from './payments/sandbox/provider';
import { sandboxPaymentRoutes } from './payments/sandbox/routes';
import { absoluteMediaUrlsPlugin } from './plugins/absolute-media-urls';
import { authPlugin } from './plugins/auth';
import { openApiPlugin } from './plugins/openapi';
import { ledgerFolderPlugin } from './plugins/ledger-folder';
import { ledgerSealerPlugin } from './plugins/ledger-sealer';
import { publicReadCachePlugin } from './plugins/public-read-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staffAuthPlugin } from './plugins/staff-auth';
import { staffRoutes } from './staff/routes';

export interface BuildOptions {
  config: Config;
  /** An open database at the current schema (`prepareDatabase`); the app closes it with itself. */
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Headers and fields that must never reach a log line. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export async function buildApp({ config, db, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      ...(config.logFormat === 'pretty' && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
        },
      }),
    },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say who the client is; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    // The gateway names every request (nginx's $request_id): the same id in its access log, ours and the trace.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  useStrictValidation(app);
  registerErrorHandler(app);

  const storage = localDiskStorage(config.uploads.dir);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  let keys: Promise<TicketKeys> | undefined;
  app.decorate('ticketKeys', () => {
    keys ??= ticketKeys(db, config);
    keys.catch(() => (keys = undefined));
    return keys;
  });
  await app.register(metricsPlugin);
  await app.register(metricsServerPlugin);
  app.decorate(
    'payments',
    timedPaymentProvider(paymentProvider(config), app.metrics.paymentProviderDuration),
  );
  const outbox = config.mail.smtpUrl ? undefined : new DevelopmentOutbox(db, app.log);
  const mailer: Mailer = outbox ?? smtpMailer(config.mail.smtpUrl!, config.mail.from);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close?.());
  app.addHook('onClose', async () => db.close());
  db.reportConnectionErrors((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool replaces it'),
  );
  const { replicaUrl } = config.database;
  const publicReads = replicaUrl
    ? openPublicReads(db, { ...config.database, replicaUrl }, (error) =>
        app.log.warn({ err: error }, 'the read replica failed; public reads go to the primary'),
      )
    : primaryOnly(db);
  app.decorate('publicReads', publicReads);
  app.addHook('onClose', async () => publicReads.close());

  // @fastify/cors allows only GET, HEAD and POST unless told; profiles and event shares are PUT.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    credentials: false,
  });
  // Images and the payment script are loaded by the site's other origins, hence cross-origin resources.
  // Outside production the API is plain http on localhost, where upgrading requests to https breaks the docs.
  await app.register(securityHeadersPlugin, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.production ? [] : null } },
  });
  await app.register(openApiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(absoluteMediaUrlsPlugin);
  await app.register(publicReadCachePlugin);
  await app.register(jobQueuePlugin);
  await app.register(ledgerFolderPlugin);
  await app.register(ledgerSealerPlugin);
  await app.register(tallyHubPlugin);
  await app.register(financeJobsPlugin);
  await app.register(heartExpiryPlugin);
  await app.register(pushJobsPlugin);
  await app.register(fairPlayPlugin);
  await app.register(jobWorkersPlugin);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(authRoutes);
      await v1.register(signInProviderRoutes);
      await v1.register(fairPlayRoutes);
      await v1.register(memberRoutes);
      await v1.register(memberAreaRoutes);
      await v1.register(heartRoutes);
      await v1.register(fileRoutes);
      await v1.register(pricingRoutes);
      await v1.register(paymentRoutes);
      await v1.register(notificationRoutes);
      await v1.register(votingRoutes);
      await v1.register(campaignRoutes);
      await v1.register(liveRoutes);
      await v1.register(transparencyRoutes);
      await v1.register(eventRoutes);
      await v1.register(newsRoutes);
      await v1.register(bannerRoutes);
      await v1.register(seoRoutes);
      await v1.register(mvpRoutes);
      await v1.register(operationRoutes);
      await v1.register(staffRoutes);
      await v1.register(votingStudioRoutes);
      await v1.register(campaignStudioRoutes);
      await v1.register(moderationRoutes);
      await v1.register(eventStudioRoutes);
      await v1.register(revisionStudioRoutes);
      await v1.register(newsStudioRoutes);
      await v1.register(bannerStudioRoutes);
      await v1.register(heartStudioRoutes);
      await v1.register(ticketRoutes);
      await v1.register(doorRoutes);
      await v1.register(seoStudioRoutes);
      await v1.register(pricingStudioRoutes);
      await v1.register(webVitalsRoutes);
      await v1.register(jobStudioRoutes);
      await v1.register(financeRoutes);
      await v1.register(adjustmentRoutes);
      await v1.register(payoutRoutes);
      await v1.register(reconciliationRoutes);
      await v1.register(pushRoutes);
      await v1.register(fairPlayStudioRoutes);
      if (config.payments.provider === 'sandbox') await v1.register(sandboxPaymentRoutes);
      if (outbox && !config.production) await v1.register(developmentOutboxRoutes(outbox));
    },
    { prefix: '/v1' },
  );
  return app;
}

function paymentProvider(config: Config): PaymentProvider {
  const payments = config.payments;
  return payments.provider === 'midtrans'
    ? midtransProvider(payments)
    : sandboxProvider(config.publicApiUrl, payments.serverKey);
}
