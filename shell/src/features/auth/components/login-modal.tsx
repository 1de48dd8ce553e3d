import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, intents, NETWORK_ERROR_MESSAGE, signInWithPassword } from '@fanhub/shared-auth';
import { emailError, t, useSubmit, showToast } from '@fanhub/shared-ui';
import { useState, type FormEvent } from 'react';
import { useProofOfWork } from '../../../proof-of-work/use-proof-of-work';
import { ui, type ShellModalProps } from '../../../stores/ui-store';

const WRONG_CREDENTIALS = t('Email atau password salah', 'Incorrect email or password');

export function LoginModal({ open, transition }: ShellModalProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy: submitting, run } = useSubmit();
  // Shown once the API asks for it (several failed sign-ins from this address or for this account).
  const [challenged, setChallenged] = useState(false);
  const proofOfWork = useProofOfWork();
  const emailProblem = touched ? emailError(email) : undefined;

  const close = () => {
    setEmail('');
    setPassword('');
    setTouched(false);
    setError(null);
    setChallenged(false);
    ui.close();
  };
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(email)) return;
    await run(
      async () => {
        await signInWithPassword(email, password, challenged ? (proofOfWork.altcha ?? undefined) : undefined);
        showToast(t('Berhasil masuk!', 'Successfully signed in!'), { variant: 'success' });
        // What the fan pressed before signing in (Vote, Support, Sign up) continues.
        intents.signedIn();
        close();
      },
      (failure) => {
        const code = failure instanceof ApiError ? failure.code : undefined;
        if (code === 'CHALLENGE_REQUIRED' || code === 'CHALLENGE_FAILED') {
          setChallenged(true);
          setError((failure as ApiError).message);
        } else {
          setError(
            failure instanceof ApiError && failure.status === 401 ? WRONG_CREDENTIALS : NETWORK_ERROR_MESSAGE,
          );
        }
        if (challenged) proofOfWork.renew();
      },
    );
  };

  return (
    <Dialog open={open} slotProps={{ transition }} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('Masuk', 'Sign In')}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" data-testid="login-error">
              {error}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => edit(setEmail)(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(emailProblem)}
            helperText={emailProblem}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => edit(setPassword)(e.target.value)}
          />
          {challenged && proofOfWork.check}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!email || !password || submitting || (challenged && !proofOfWork.altcha)}
          >
            {submitting ? t('Memproses…', 'Signing in…') : t('Masuk', 'Sign In')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Link component="button" type="button" onClick={() => ui.open('forgot-password')}>
              {t('Lupa password?', 'Forgot password?')}
            </Link>
            <Link component="button" type="button" onClick={() => ui.open('register')}>
              {t('Daftar', 'Register')}
            </Link>
          </Stack>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
