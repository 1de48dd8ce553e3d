import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bilingual, FINANCE, ORDER_STATUSES, type StudioOrderDetail, jakartaTime } from '@fanhub/contract';
import { StudioRows, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import {
  BooleanField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { RefundForm } from './refund-form';
import { RUPIAH } from './money';

const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status, name: status }));

function OrderList() {
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={bilingual('ID, nama atau email', 'ID, name or email')}
        />,
        <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <StudioRows>
        <TextField source="_id" label={bilingual('Pesanan', 'Order')} sortable={false} />
        <TextField source="fanEmail" label="Fan" sortable={false} />
        <TextField source="packageTitle" label={bilingual('Paket', 'Package')} sortable={false} />
        <NumberField source="coins" label="Koin" sortable={false} />
        <NumberField
          source="grossAmount"
          label={bilingual('Dibayar', 'Paid')}
          options={RUPIAH}
          sortable={false}
        />
        <TextField source="status" label="Status" sortable={false} />
        <NumberField source="refundedAmount" label="Refund" options={RUPIAH} sortable={false} />
        <WibDateField source="createdAt" showTime label={bilingual('Dibuat', 'Created')} />
      </StudioRows>
    </List>
  );
}

/** Everything the payment provider said about the order, as it came, oldest first. */
function ProviderHistory() {
  const order = useRecordContext<StudioOrderDetail>();
  // A row of the list stands in for the order until its detail arrives: it has no history yet.
  if (!order?.providerHistory) return null;
  return (
    <Box data-testid="provider-history">
      <Typography variant="subtitle2">
        {bilingual('Riwayat penyedia pembayaran', "The payment provider's history")}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{bilingual('Waktu', 'When')}</TableCell>
            <TableCell>{bilingual('Sumber', 'Source')}</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>{bilingual('Hasil', 'Outcome')}</TableCell>
            <TableCell>{bilingual('Isi', 'Payload')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.providerHistory.map((event) => (
            <TableRow key={event._id}>
              <TableCell>{jakartaTime(event.receivedAt)}</TableCell>
              <TableCell>{event.source}</TableCell>
              <TableCell>{event.transactionStatus}</TableCell>
              <TableCell>{event.outcome}</TableCell>
              <TableCell>
                <Box component="pre" sx={{ m: 0, fontSize: 11, whiteSpace: 'pre-wrap' }}>
                  {JSON.stringify(event.payload)}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Refunds() {
  const order = useRecordContext<StudioOrderDetail>();
  if (!order?.refunds?.length) return null;
  return (
    <Box data-testid="refunds">
      <Typography variant="subtitle2">Refund</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{bilingual('Jumlah', 'Amount')}</TableCell>
            <TableCell>{bilingual('Koin terutang', 'Coins owed back')}</TableCell>
            <TableCell>{bilingual('Koin ditarik', 'Coins taken back')}</TableCell>
            <TableCell>{bilingual('Kekurangan', 'Shortfall')}</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>{bilingual('Alasan', 'Reason')}</TableCell>
            <TableCell>{bilingual('Oleh', 'By')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.refunds.map((refund) => (
            <TableRow key={refund._id}>
              <TableCell>{refund.amount.toLocaleString('id-ID', RUPIAH)}</TableCell>
              <TableCell>{refund.coins ?? '–'}</TableCell>
              <TableCell>{refund.coinsTakenBack ?? '–'}</TableCell>
              <TableCell>{refund.shortfall ?? '–'}</TableCell>
              <TableCell>{refund.failure ? `${refund.status}: ${refund.failure}` : refund.status}</TableCell>
              <TableCell>{refund.reason}</TableCell>
              <TableCell>{refund.requestedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="_id" label={bilingual('Pesanan', 'Order')} />
        <TextField source="fanName" label="Fan" />
        <TextField source="fanEmail" label="Email" />
        <TextField source="packageTitle" label={bilingual('Paket', 'Package')} />
        <NumberField source="coins" label="Koin" />
        <NumberField source="grossAmount" label={bilingual('Dibayar', 'Paid')} options={RUPIAH} />
        <TextField source="status" label="Status" data-testid="order-status" />
        <TextField source="paymentMethod" label={bilingual('Cara bayar', 'Paid with')} emptyText="–" />
        <BooleanField source="needsReview" label={bilingual('Perlu ditinjau', 'Needs review')} />
        <NumberField
          source="refundedAmount"
          label={bilingual('Sudah di-refund', 'Refunded so far')}
          options={RUPIAH}
        />
        <TextField
          source="creditTransferId"
          label={bilingual('Transfer kredit', 'Credit transfer')}
          emptyText="–"
        />
        <WibDateField source="paidAt" showTime label={bilingual('Dibayar pada', 'Paid at')} emptyText="–" />
        <Stack spacing={3}>
          <RefundForm />
          <Refunds />
          <ProviderHistory />
        </Stack>
      </SimpleShowLayout>
    </Show>
  );
}

/** Orders: found by id, fan or status; refunded by finance, through the payment provider. */
export const orderResource: StudioResource = {
  name: 'orders',
  options: { label: bilingual('Pesanan', 'Orders') },
  list: OrderList,
  show: OrderShow,
  api: { list: '/studio/orders', one: '/studio/orders/:orderId' },
  writers: FINANCE,
};
