import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSession } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui } from '../../../stores/ui-store';

/** Reminds a signed-in fan whose email is not confirmed yet that spending waits for the mailed code. */
export const EmailConfirmationReminder = observer(function EmailConfirmationReminder() {
  const { user } = useSession();
  if (user?.emailConfirmed !== false) return null;
  return (
    <Alert
      severity="info"
      square
      data-testid="email-confirmation-reminder"
      sx={{ justifyContent: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={() => ui.open('confirm-email')}>
          {t('Masukkan kode', 'Enter the code')}
        </Button>
      }
    >
      {t('Konfirmasi emailmu untuk bisa vote dan mendukung', 'Confirm your email to vote and support')}
    </Alert>
  );
});
