import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual, type SecondFactorStep } from '@fanhub/contract';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { studioApi } from './api-client';

/**
 * Signing in to the studio: the password, then the authenticator's code. An account without an authenticator
 * enrols one on the way: the QR code (and the key, for typing it in) comes before the code.
 */
export function StudioLoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<SecondFactorStep>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const attempt = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const signIn = attempt(async () => {
    const answer = await studioApi.post('/studio/auth/sign-in', { body: { email, password } });
    setStep(answer.data);
  });
  const confirm = attempt(async () => {
    await login({ challenge: step!.challenge, code });
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: 420, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
            fanhub Studio
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="sign-in-error">
              {error}
            </Alert>
          )}
          {!step ? (
            <Stack component="form" spacing={2} onSubmit={signIn}>
              <TextField
                label="Email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              <TextField
                label={bilingual('Kata sandi', 'Password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {bilingual('Lanjut', 'Continue')}
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} onSubmit={confirm}>
              {step.step === 'enrol' && (
                <Stack spacing={1} data-testid="enrolment">
                  <Typography>
                    {bilingual(
                      'Pindai kode QR ini dengan aplikasi autentikator, lalu masukkan kode yang ditampilkannya.',
                      'Scan this QR code with an authenticator app, then enter the code it shows.',
                    )}
                  </Typography>
                  <Box
                    component="img"
                    src={step.qrCode}
                    alt={bilingual('Kode QR autentikator', 'Authenticator QR code')}
                    sx={{ width: 200, alignSelf: 'center' }}
                  />
                  <Typography variant="body2">
                    {bilingual('Atau ketik kuncinya', 'Or type the key')}:{' '}
                    <code data-testid="enrolment-key">{step.secret}</code>
                  </Typography>
                </Stack>
              )}
              <TextField
                label={bilingual('Kode autentikator', 'Authenticator code')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
                required
                autoFocus
              />
              <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
                {bilingual('Masuk', 'Sign in')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
