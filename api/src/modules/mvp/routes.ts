import type { Mvp } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../http/contract-route';

const MVPS_SHOWN = 10;

export const mvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(app, 'GET /mvp'),
    handler: async () => {
      // Every coin a fan gave this month, read from the ledger: votes (not those voided for fraud), campaign
      // supports and paid tickets.
      const { rows } = await app.db.query<Mvp>(
        `SELECT m.id AS "userId", m.full_name AS "fullName", m.avatar, SUM(t.amount)::bigint AS coins
         FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.from_account_id AND a.kind = 'member'
         JOIN members m ON m.id::text = a.owner_id
         WHERE t.reason IN ('vote', 'campaign_support', 'event_ticket')
           AND t.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
           AND NOT EXISTS (SELECT 1 FROM votes vo WHERE vo.transfer_id = t.id AND vo.voiding_id IS NOT NULL)
         GROUP BY m.id
         ORDER BY coins DESC, MIN(t.created_at)
         LIMIT $1`,
        [MVPS_SHOWN],
      );
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      return { status: true as const, data: { createdAt: monthStart.toISOString(), mvps: rows } };
    },
  });
};
