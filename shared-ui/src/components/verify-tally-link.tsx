import Button from '@mui/material/Button';
import { Link as RouterLink } from '../router';
import { t } from '../text';

/** The link from a project's or campaign's page to its verify page. */
export function VerifyTallyLink({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" variant="text">
      {t('Cek transparansi', 'Verify this tally')}
    </Button>
  );
}
