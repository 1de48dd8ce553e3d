import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { StatementRow } from '@fanhub/contract';
import { formatDate, formatNumber, t, usePagedList, Link as RouterLink, type Page } from '@fanhub/shared-ui';
import { PagedRows } from './paged-rows';

/** A statement's page: 20 lines. */
export const STATEMENT_PAGE_SIZE = 20;

/** A statement amount with its sign: `+100` into the account, `-10` out of it. */
export const signedAmount = (amount: number): string =>
  amount > 0 ? `+${formatNumber(amount)}` : amount < 0 ? `-${formatNumber(-amount)}` : '0';

/**
 * A fan's statement of coins or of hearts (`read`) from the ledger, newest first: when, what for (linked to its
 * page), the signed amount and the balance after it, so the top line's balance is the one in the top bar.
 */
export function StatementList({
  memberId,
  read,
  empty,
  testId,
}: {
  memberId: string;
  read: (page: number, memberId: string) => Promise<Page<StatementRow & { _id: string }>>;
  empty: string;
  testId: string;
}) {
  const list = usePagedList(read, memberId);
  return (
    <PagedRows list={list} empty={empty} testId={testId}>
      {list.items.map((row) => (
        <ListItem
          key={row._id}
          divider
          disableGutters
          data-testid="statement-row"
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {row.link ? (
                <Link component={RouterLink} to={row.link}>
                  {row.description}
                </Link>
              ) : (
                row.description
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" className="notranslate">
              {formatDate(row.createdAt, { withTime: true })}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }} className="notranslate">
            <Typography
              data-testid="statement-amount"
              sx={{ fontWeight: 700, color: row.amount >= 0 ? 'success.dark' : 'error.dark' }}
            >
              {signedAmount(row.amount)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="statement-balance">
              {t('Saldo', 'Balance')} {formatNumber(row.balanceAfter)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </PagedRows>
  );
}
