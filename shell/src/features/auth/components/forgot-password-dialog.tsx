import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NETWORK_ERROR_MESSAGE, refusalMessage } from '@fanhub/shared-auth';
import {
  isValidEmail,
  isValidPhone,
  isValidResetCode,
  newPasswordError,
  t,
  useSubmit,
  validationMessages,
} from '@fanhub/shared-ui';
import { useState, type FormEvent } from 'react';
import { useProofOfWork } from '../../../proof-of-work/use-proof-of-work';
import { ui, type ShellModalProps } from '../../../stores/ui-store';
import { resetPassword, sendResetCode } from '../api/password-reset';

type Step = 'verification' | 'reset' | 'success';

const verificationProblem = (email: string, phone: string) => {
  if (!email.trim() || !phone.trim())
    return t('Harap isi email dan nomor telepon', 'Please fill in email and phone number');
  if (!isValidEmail(email)) return validationMessages.emailInvalid;
  if (!isValidPhone(phone)) return validationMessages.phoneInvalid;
  return undefined;
};
const resetProblem = (code: string, password: string, confirm: string) => {
  if (!isValidResetCode(code)) return validationMessages.codeInvalid;
  if (!password || !confirm) return t('Isi semua field password', 'Fill in all password fields');
  return newPasswordError(password, confirm);
};

/**
 * Verification (email + phone) -> the code mailed to the account + a new password -> done; closing forgets
 * everything. Knowing a fan's email and phone is not enough: the code only reaches their mailbox.
 */
export function ForgotPasswordDialog({ open, transition }: ShellModalProps) {
  const [step, setStep] = useState<Step>('verification');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const proofOfWork = useProofOfWork();

  const close = () => {
    setStep('verification');
    for (const clear of [setEmail, setPhone, setCode, setPassword, setConfirm, setSentTo]) clear('');
    setError(null);
    ui.close();
  };
  const attempt = async (problem: string | undefined, work: () => Promise<void>) => {
    if (problem) return setError(problem);
    setError(null);
    await run(work, (failure) => setError(refusalMessage(failure, NETWORK_ERROR_MESSAGE)));
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    const { altcha } = proofOfWork;
    const problem =
      verificationProblem(email, phone) ??
      (altcha ? undefined : t('Verifikasi anti-bot belum selesai', 'The anti-bot check is not finished'));
    void attempt(problem, async () => {
      try {
        setSentTo((await sendResetCode(email, phone, altcha!)).sentTo);
        setStep('reset');
      } finally {
        proofOfWork.renew();
      }
    });
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    void attempt(resetProblem(code, password, confirm), async () => {
      await resetPassword({ email, code, password, confirmPassword: confirm });
      setStep('success');
    });
  };

  return (
    <Dialog open={open} slotProps={{ transition }} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('Lupa Password', 'Forgot Password')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="forgot-error">
            {error}
          </Alert>
        )}
        {step === 'verification' && (
          <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={verify} noValidate>
            <Typography variant="body2" color="text.secondary">
              {t(
                'Masukkan email dan nomor telepon akunmu.',
                'Enter the email and phone number of your account.',
              )}
            </Typography>
            <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <TextField
              label={t('Nomor telepon', 'Phone number')}
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            {proofOfWork.check}
            <Button type="submit" variant="contained" disabled={busy || !proofOfWork.altcha}>
              {t('Verifikasi', 'Verify')}
            </Button>
          </Stack>
        )}
        {step === 'reset' && (
          <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={reset} noValidate>
            <Alert severity="info" data-testid="code-sent">
              {t(`Kode 6 angka sudah dikirim ke ${sentTo}.`, `A 6-digit code was sent to ${sentTo}.`)}
            </Alert>
            <TextField
              label={t('Kode dari email', 'Code from the email')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            />
            <TextField
              label={t('Password baru', 'New password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('Konfirmasi password baru', 'Confirm new password')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Simpan password', 'Save password')}
            </Button>
            <Button
              onClick={() => {
                setError(null);
                setStep('verification');
              }}
            >
              {t('Kembali', 'Back')}
            </Button>
          </Stack>
        )}
        {step === 'success' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="success">
              {t(
                'Password berhasil diubah. Silakan masuk dengan password baru.',
                'Password changed. Sign in with your new password.',
              )}
            </Alert>
            <Button variant="contained" onClick={() => ui.open('login')}>
              {t('Masuk', 'Sign In')}
            </Button>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
