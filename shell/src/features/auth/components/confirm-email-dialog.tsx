import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NETWORK_ERROR_MESSAGE, refusalMessage, useSession } from '@fanhub/shared-auth';
import { isValidResetCode, t, useSubmit, validationMessages, showToast } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { ui, type ShellModalProps } from '../../../stores/ui-store';
import { confirmEmail, resendConfirmation } from '../api/email-confirmation';

/**
 * The code mailed at registration (or after an email change) confirms the address; until then the fan browses
 * and tops up but cannot spend (docs/fair-play.md). Opened after registration, by the reminder, and when a
 * spend is refused for it.
 */
export const ConfirmEmailDialog = observer(function ConfirmEmailDialog({
  open,
  transition,
}: ShellModalProps) {
  const session = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const close = () => {
    setCode('');
    setError(null);
    setNotice(null);
    ui.close();
  };
  const failed = (failure: unknown) => setError(refusalMessage(failure, NETWORK_ERROR_MESSAGE));
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidResetCode(code)) return setError(validationMessages.codeInvalid);
    setError(null);
    await run(async () => {
      session.update(await confirmEmail(code));
      showToast(
        t(
          'Email terkonfirmasi! Sekarang kamu bisa vote dan mendukung',
          'Email confirmed! You can now vote and support',
        ),
        { variant: 'success' },
      );
      close();
    }, failed);
  };
  const resend = () =>
    run(async () => {
      setError(null);
      const { sentTo } = await resendConfirmation();
      setNotice(t(`Kode baru sudah dikirim ke ${sentTo}.`, `A new code was sent to ${sentTo}.`));
    }, failed);

  return (
    <Dialog
      open={open}
      slotProps={{ transition }}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-email-title"
    >
      <DialogTitle id="confirm-email-title">{t('Konfirmasi Email', 'Confirm Email')}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={confirm} noValidate>
          {error && (
            <Alert severity="error" data-testid="confirm-email-error">
              {error}
            </Alert>
          )}
          {notice && <Alert severity="info">{notice}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t(
              `Kami mengirim kode 6 angka ke ${session.user?.email ?? 'emailmu'}. Sampai email dikonfirmasi kamu bisa melihat-lihat dan top up, tapi belum bisa vote atau mendukung.`,
              `We sent a 6-digit code to ${session.user?.email ?? 'your email'}. Until your email is confirmed you can browse and top up, but not vote or support.`,
            )}
          </Typography>
          <TextField
            label={t('Kode dari email', 'Code from the email')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={busy || !code}>
            {t('Konfirmasi', 'Confirm')}
          </Button>
          <Link component="button" type="button" onClick={() => void resend()} disabled={busy}>
            {t('Kirim ulang kode', 'Resend the code')}
          </Link>
        </Stack>
      </DialogContent>
    </Dialog>
  );
});
