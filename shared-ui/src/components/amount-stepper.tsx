import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { t } from '../text';

/** docs/product.md section 9: votes and supports start at 10 coins, never below 1. */
export const DEFAULT_AMOUNT = 10;
export const MIN_AMOUNT = 1;

/** What is spent for what the fan typed in `text`: its digits, and 1 when nothing is left. */
export function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? MIN_AMOUNT : Math.max(MIN_AMOUNT, Number(digits));
}

/**
 * Whole coins with minus and plus; minus is disabled at 1. The field shows what the fan types (a cleared field
 * stays empty, so clearing 10 and typing 7 is 7) while `value` is what would be spent now; the minimum is shown
 * when the fan leaves the field.
 */
export function AmountStepper({
  value,
  onChange,
  label = 'Koin',
}: {
  value: number;
  onChange: (amount: number) => void;
  label?: string;
}) {
  // What the fan is typing, digits only; null when the field shows `value` (not focused, or stepped).
  const [typing, setTyping] = useState<string | null>(null);
  const step = (amount: number) => {
    setTyping(null);
    onChange(amount);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t('Kurangi', 'Decrease')}
        disabled={value <= MIN_AMOUNT}
        onClick={() => step(Math.max(MIN_AMOUNT, value - 1))}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        value={typing ?? String(value)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          setTyping(digits);
          onChange(parseAmount(digits));
        }}
        onBlur={() => setTyping(null)}
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
      <IconButton aria-label={t('Tambah', 'Increase')} onClick={() => step(value + 1)}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
