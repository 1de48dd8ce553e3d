import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { bilingual } from '@fanhub/contract';

/** Where a section's studio pages would be, when they could not be loaded: the rest of the studio works. */
export function SectionUnavailable({ label }: { label: string }) {
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      data-testid="section-unavailable"
      action={<Button onClick={() => window.location.reload()}>{bilingual('Coba lagi', 'Retry')}</Button>}
    >
      {bilingual(`Bagian ${label} sedang tidak tersedia`, `The ${label} section is unavailable right now`)}
    </Alert>
  );
}
