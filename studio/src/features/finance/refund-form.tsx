import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bilingual, type StudioOrderDetail } from '@fanhub/contract';
import { useStudioCall } from '@fanhub/studio-kit';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';

const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * Refunds part or all of a paid order, for finance. One key per refund: a double click or a retry after a
 * timeout sends the same key, and the API refunds once; a new key only after the refund was taken.
 */
export function RefundForm() {
  const order = useRecordContext<StudioOrderDetail>();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'orders' });
  const { busy, post } = useStudioCall(bilingual('Refund diproses', 'Refund made'));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  if (!order || !canAccess || order.status !== 'paid') return null;
  const left = order.grossAmount - order.refundedAmount;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="refund-form">
      <TextField
        size="small"
        type="number"
        label={bilingual('Jumlah refund (Rp)', 'Refund amount (IDR)')}
        helperText={bilingual(`Paling banyak ${left}`, `At most ${left}`)}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        size="small"
        label={bilingual('Alasan', 'Reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        label="Refund"
        variant="contained"
        disabled={busy || !amount || !reason}
        onClick={async () => {
          const taken = await post('/studio/orders/:orderId/refunds', {
            params: { orderId: order._id },
            body: { amount: Number(amount), reason },
            headers: { 'idempotency-key': key },
          });
          if (taken) {
            setKey(newKey());
            setAmount('');
            setReason('');
          }
        }}
      />
    </Stack>
  );
}
