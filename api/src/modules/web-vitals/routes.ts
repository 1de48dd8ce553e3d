import { bilingual, type WebVitalsReport } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { forgetOldVitals, recordVitals, vitalsByRoute } from './repository';

/** Distinct remote builds labelled before the rest count as `other` (a label value is a series forever). */
const MOST_BUILDS_LABELLED = 40;
const FORGET_EVERY_MS = 60 * 60 * 1000;
/** A report is small: 20 vitals and 10 remotes fit in a few kilobytes. */
const REPORT_MOST_BYTES = 16 * 1024;

/**
 * Fans' own Web Vitals: their browsers report a page's LCP, INP, CLS, TTFB, FCP, USABLE and INERT by route template and each
 * section remote's load (or failure) by build, in one beacon. Each report becomes metrics on this replica and
 * its vitals are kept 30 days for the studio's percentiles.
 */
export const webVitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const observe = observer(app);
  // Browsers send beacons as text/plain (a cross-origin JSON beacon would need a preflight a beacon cannot make).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_MOST_BYTES },
    (_, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('malformed JSON'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
        );
      }
    },
  );

  app.route({
    ...contractRoute(app, 'POST /web-vitals'),
    bodyLimit: REPORT_MOST_BYTES,
    config: {
      rateLimit: {
        max: app.config.webVitalsRateLimit.max,
        timeWindow: app.config.webVitalsRateLimit.timeWindow,
      },
    },
    handler: async (request) => {
      observe(request.body);
      await recordVitals(app.db, request.body.vitals);
      return { status: true as const, message: bilingual('Terima kasih', 'Thank you') };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/web-vitals'),
    handler: async (request) => ({
      status: true as const,
      data: await vitalsByRoute(app.db, request.query.days),
    }),
  });

  app.jobs.every('webVitalsForget', FORGET_EVERY_MS, () =>
    forgetOldVitals(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old Web Vitals not forgotten; retrying'),
    ),
  );
};

/** Turns a report into this replica's metrics: vitals in seconds (CLS as its score), remote loads by build. */
function observer(app: FastifyInstance) {
  const { webVitals, remoteLoadDuration, remoteLoadFailures } = app.metrics;
  const labelledBuilds = new Set<string>();
  const buildLabel = (remote: string, build: string) => {
    const key = `${remote}@${build}`;
    if (!labelledBuilds.has(key) && labelledBuilds.size >= MOST_BUILDS_LABELLED) return 'other';
    labelledBuilds.add(key);
    return build;
  };
  return (report: WebVitalsReport) => {
    for (const { name, value, route } of report.vitals) {
      webVitals[name].observe({ route }, name === 'CLS' ? value : value / 1000);
    }
    for (const { remote, build, loadMs, failed } of report.remotes) {
      const labels = { remote, build: buildLabel(remote, build) };
      if (failed) remoteLoadFailures.inc(labels);
      else if (loadMs !== undefined) remoteLoadDuration.observe(labels, loadMs / 1000);
    }
  };
}
