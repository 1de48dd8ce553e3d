import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber, t, usePagedList, Link as RouterLink } from '@fanhub/shared-ui';
import { getStatement } from '../api/coins';
import { signedCoins } from '../coin-view';
import { PagedRows } from '../../../components/paged-rows';

/**
 * The fan's coin statement from the ledger, newest first: when, what for (linked to its page), the signed
 * amount and the balance after it, so the top line's balance is the balance in the top bar.
 */
export function StatementList({ memberId }: { memberId: string }) {
  const list = usePagedList(getStatement, memberId);
  return (
    <PagedRows list={list} empty={t('Belum ada pergerakan koin', 'No coin movements yet')} testId="statement">
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
              {signedCoins(row.amount)}
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
