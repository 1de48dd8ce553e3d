import type { MemberOrder, StatementRow } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';
import { STATEMENT_PAGE_SIZE } from '../../../components/statement-list';

export const ORDERS_PAGE_SIZE = 10;

/** One page of the fan's coin statement, newest first (each line keyed by its ledger transfer). */
export async function getStatement(
  page: number,
  memberId: string,
): Promise<Page<StatementRow & { _id: string }>> {
  const answer = await api.get('/member/:userId/statement', {
    params: { userId: memberId },
    query: { page, limit: STATEMENT_PAGE_SIZE },
  });
  return {
    items: answer.data.map((row) => ({ ...row, _id: String(row.transferId) })),
    totalPages: answer.meta.totalPages,
  };
}

/** One page of the fan's coin purchases, newest first. */
export async function getOrders(
  page: number,
  memberId: string,
): Promise<Page<MemberOrder & { _id: string }>> {
  const answer = await api.get('/member/:userId/orders', {
    params: { userId: memberId },
    query: { page, limit: ORDERS_PAGE_SIZE },
  });
  return {
    items: answer.data.map((order) => ({ ...order, _id: order.orderId })),
    totalPages: answer.meta.totalPages,
  };
}

export const getReceipt = (memberId: string, orderId: string) =>
  unwrap(api.get('/member/:userId/orders/:orderId', { params: { userId: memberId, orderId } }));
