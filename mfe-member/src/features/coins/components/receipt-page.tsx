import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Receipt } from '@fanhub/contract';
import { useSession } from '@fanhub/shared-auth';
import {
  ErrorState,
  formatDate,
  formatNumber,
  formatRupiah,
  t,
  useAsync,
  Link as RouterLink,
  useParams,
} from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { getReceipt } from '../api/coins';
import { ORDER_STATUS_LABEL, paymentMethodLabel } from '../coin-view';

/** On paper only the receipt shows: the site's bars, menus and buttons around it are left out. */
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '[data-receipt], [data-receipt] *': { visibility: 'visible' },
        '[data-receipt]': { position: 'absolute', inset: '0 0 auto 0', border: 'none !important' },
        '[data-receipt] .no-print': { display: 'none' },
      },
    }}
  />
);

const lines = (receipt: Receipt): [string, string][] => [
  [t('Nomor pesanan', 'Order ID'), receipt.orderId],
  [t('Paket', 'Package'), receipt.packageTitle],
  ['Koin', formatNumber(receipt.coins)],
  [t('Jumlah', 'Amount'), formatRupiah(receipt.grossAmount)],
  [t('Status pembayaran', 'Payment status'), ORDER_STATUS_LABEL[receipt.status]],
  [t('Dibayar pada', 'Paid at'), receipt.paidAt ? formatDate(receipt.paidAt, { withTime: true }) : '-'],
  [t('Metode pembayaran', 'Payment method'), paymentMethodLabel(receipt.paymentMethod)],
  [t('Dipesan pada', 'Ordered at'), formatDate(receipt.createdAt, { withTime: true })],
  [t('Atas nama', 'Billed to'), `${receipt.memberName} (${receipt.memberEmail})`],
];

/** `/member-area/koin/receipt/{orderId}`: one purchase's receipt, ready to print. */
export const ReceiptPage = observer(function ReceiptPage() {
  const { orderId = '' } = useParams();
  const memberId = useSession().user?._id ?? '';
  const { data: receipt, error, reload } = useAsync(() => getReceipt(memberId, orderId), [memberId, orderId]);

  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!receipt) return <Skeleton variant="rounded" height={360} data-testid="loading" />;
  return (
    <Paper variant="outlined" data-receipt sx={{ p: { xs: 2, sm: 3 } }}>
      {printOnlyTheReceipt}
      <Stack spacing={2}>
        <Box>
          <Typography variant="overline" component="p">
            fanhub
          </Typography>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {t('Kuitansi Pembelian Koin', 'Coin Purchase Receipt')}
          </Typography>
        </Box>
        <Box
          component="dl"
          data-testid="receipt"
          className="notranslate"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0, sm: 1 },
            '& dt': { color: 'text.secondary', fontSize: '0.875rem', pt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          {lines(receipt).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('Cetak', 'Print')}
          </Button>
          <Button component={RouterLink} to="/member-area/koin">
            {t('Kembali ke Koin', 'Back to Coins')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
});
