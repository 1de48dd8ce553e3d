import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatNumber,
  formatRupiah,
  t,
  usePagedList,
  Link as RouterLink,
} from '@fanhub/shared-ui';
import { getOrders } from '../api/coins';
import { ORDER_STATUS_LABEL } from '../coin-view';
import { PagedRows } from '../../../components/paged-rows';

export const receiptPath = (orderId: string) => `/member-area/koin/receipt/${encodeURIComponent(orderId)}`;

/** The fan's coin purchases, newest first, each opening its receipt. */
export function OrderList({ memberId }: { memberId: string }) {
  const list = usePagedList(getOrders, memberId);
  return (
    <PagedRows list={list} empty={t('Belum ada pembelian koin', 'No coin purchases yet')} testId="orders">
      {list.items.map((order) => (
        <ListItem
          key={order._id}
          divider
          disableGutters
          data-testid="order-row"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={receiptPath(order.orderId)}>
              {order.packageTitle}
            </Link>
            <Typography variant="body2" color="text.secondary" className="notranslate">
              {formatDate(order.createdAt, { withTime: true })} · {formatNumber(order.coins)} Koin ·{' '}
              {formatRupiah(order.grossAmount)}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={ORDER_STATUS_LABEL[order.status]}
            color={order.status === 'paid' ? 'success' : order.status === 'pending' ? 'default' : 'warning'}
            variant="outlined"
          />
        </ListItem>
      ))}
    </PagedRows>
  );
}
