import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateTime, Envelope, responses } from '../../http/schemas';

const MVPS_SHOWN = 10;

const MvpSchema = Type.Object({
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  coins: Type.Integer({ description: 'Coins spent this month on votes, supports and paid events' }),
});

export const mvpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mvp',
    {
      schema: {
        tags: ['mvp'],
        summary: "This month's top supporters, summed from the ledger",
        response: responses(
          Envelope(
            Type.Object({
              createdAt: DateTime({ description: 'Start of the month shown (UTC)' }),
              mvps: Type.Array(MvpSchema),
            }),
          ),
        ),
      },
    },
    async () => {
      // Every coin a fan gave this month, read from the ledger: votes, campaign supports and paid tickets.
      const { rows } = await app.db.query<typeof MvpSchema.static>(
        `SELECT m.id AS "userId", m.full_name AS "fullName", m.avatar, SUM(t.amount)::bigint AS coins
         FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.from_account_id AND a.kind = 'member'
         JOIN members m ON m.id::text = a.owner_id
         WHERE t.reason IN ('vote', 'campaign_support', 'event_ticket')
           AND t.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
         GROUP BY m.id
         ORDER BY coins DESC, MIN(t.created_at)
         LIMIT $1`,
        [MVPS_SHOWN],
      );
      const monthStart = new Date();
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      return {
        status: true as const,
        data: { createdAt: monthStart, mvps: rows },
      };
    },
  );
};
