import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual } from '@fanhub/contract';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { reconcile } from './reconciliation';

/** The days shown when none are asked for: the last two weeks. */
const DEFAULT_DAYS = 14;
/** The most days one answer reconciles. */
const MOST_DAYS = 92;
const DAY_MS = 86_400_000;
/** Jakarta is UTC+7 all year. */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The daily reconciliation: each Jakarta day's records against the ledger, and each day as CSV. */
export const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /studio/reconciliation'),
    handler: async (request) => {
      const to = request.query.to ?? today();
      const from = request.query.from ?? plusDays(to, 1 - DEFAULT_DAYS);
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (!(days >= 1 && days <= MOST_DAYS))
        throw errors.badRequest(
          'VALIDATION_ERROR',
          bilingual(`Dari ≤ sampai, paling banyak ${MOST_DAYS} hari`, `From ≤ to, at most ${MOST_DAYS} days`),
          'from',
        );
      return { status: true as const, data: await reconcile(app.db, from, to) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/reconciliation/:day/csv'),
    handler: async (request, reply) => {
      const { day } = request.params;
      const [reconciled] = await reconcile(app.db, day, day);
      const csv = stringify(
        reconciled!.rows.map((row) => [
          row.check,
          row.records,
          row.ledger,
          row.difference,
          row.detail.join('; '),
        ]),
        { header: true, columns: ['check', 'records', 'ledger', 'difference', 'detail'] },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${day}.csv"`)
        .send(csv);
    },
  });
};
