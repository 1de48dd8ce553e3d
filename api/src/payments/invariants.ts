import type { Queryable } from '../db/database';

/**
 * Every way top-ups could disagree with the ledger, as readable sentences; empty when they agree: a paid order
 * was credited its coins exactly once, an order that was never paid holds no coins, and a returned order gave
 * back what it was credited (or records the shortfall an operator settles).
 */
export async function findPaymentViolations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{
    id: string;
    status: string;
    coins: number;
    credits: number;
    credited: number;
    reversed: number;
    shortfall: number;
  }>(
    `SELECT o.id, o.status, o.coins, o.reversal_shortfall AS shortfall,
            COUNT(t.id) FILTER (WHERE t.reason = 'top_up')::int AS credits,
            COALESCE(SUM(t.amount) FILTER (WHERE t.reason = 'top_up'), 0)::bigint AS credited,
            COALESCE(SUM(t.amount) FILTER (WHERE t.reason = 'top_up_reversal'), 0)::bigint AS reversed
     FROM payment_orders o LEFT JOIN ledger_transfers t ON t.reference = o.id
     GROUP BY o.id`,
  );
  const violations: string[] = [];
  for (const order of rows) {
    const named = `order ${order.id} (${order.status})`;
    if (order.credits > 1) violations.push(`${named} was credited ${order.credits} times`);
    if (order.credits === 1 && order.credited !== order.coins)
      violations.push(`${named} was credited ${order.credited} coins, not its ${order.coins}`);
    if (order.status === 'paid' && order.credits === 0) violations.push(`${named} was never credited`);
    if (order.status !== 'paid' && order.credits === 1 && order.reversed + order.shortfall !== order.credited)
      violations.push(`${named} keeps ${order.credited - order.reversed - order.shortfall} credited coins`);
    if (order.credits === 0 && order.reversed > 0)
      violations.push(`${named} took back coins it never credited`);
  }
  return violations;
}
