import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { t } from '../text';

/** docs/product.md section 9: votes and supports start at 10 coins, never below 1. */
export const DEFAULT_AMOUNT = 10;
export const MIN_AMOUNT = 1;

/** What the field holds after the fan typed `text`: digits only, and 1 when nothing is left. */
export function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? MIN_AMOUNT : Math.max(MIN_AMOUNT, Number(digits));
}

/** Whole coins with minus and plus; minus is disabled at 1. */
export function AmountStepper({
  value,
  onChange,
  label = 'Koin',
}: {
  value: number;
  onChange: (amount: number) => void;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t('Kurangi', 'Decrease')}
        disabled={value <= MIN_AMOUNT}
        onClick={() => onChange(Math.max(MIN_AMOUNT, value - 1))}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        value={String(value)}
        onChange={(event) => onChange(parseAmount(event.target.value))}
        size="small"
        label={label}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            'aria-label': label,
            className: 'notranslate',
          },
        }}
        sx={{ width: 120 }}
      />
      <IconButton aria-label={t('Tambah', 'Increase')} onClick={() => onChange(value + 1)}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
