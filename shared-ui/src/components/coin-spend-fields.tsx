import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../format/numbers';
import type { SpendState } from '../hooks/use-spend';
import { t } from '../text';
import { AmountStepper } from './amount-stepper';

/** Votes and supports carry at most this many characters of message (the API's limit). */
export const MESSAGE_LIMIT = 500;

/**
 * What a spend dialog's submit button says: the action and what it will take ("Vote 7 Koin", "Support 25 Koin",
 * "Vote 5 Hati"), so that the fan sees the amount where they press.
 */
export const spendButtonText = (action: string, amount: number, unit: 'Koin' | 'Hati') =>
  `${action} ${formatNumber(amount)} ${unit}`;

/**
 * What a vote or a support asks for (docs/product.md section 2): the coin stepper, an optional message, the TOTAL
 * (1 coin per unit), the balance, and `warning` when the amount is above it.
 */
export function CoinSpendFields({
  spend,
  warning,
  totalTestId,
}: {
  /** What useCoinSpend holds. */
  spend: Pick<SpendState, 'amount' | 'setAmount' | 'message' | 'setMessage' | 'balance'>;
  warning: string;
  totalTestId: string;
}) {
  const { amount, setAmount, message, setMessage, balance } = spend;
  return (
    <>
      <AmountStepper value={amount} onChange={setAmount} />
      <TextField
        label={t('Pesan (opsional)', 'Message (optional)')}
        multiline
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value.slice(0, MESSAGE_LIMIT))}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>TOTAL</Typography>
        <Typography sx={{ fontWeight: 800 }} className="notranslate" data-testid={totalTestId}>
          {formatNumber(amount)} Koin
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" className="notranslate">
        {t('Saldo', 'Balance')}: {formatNumber(balance)} Koin
      </Typography>
      {amount > balance && <Alert severity="warning">{warning}</Alert>}
    </>
  );
}
