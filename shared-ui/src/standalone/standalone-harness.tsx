import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { intents, keepSessionFresh, signInWithPassword, useSession } from '@fanhub/shared-auth';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { formatNumber } from '../format/numbers';
import { signInPrompt, t } from '../text';
import { showToast } from '../toasts/toasts';

/**
 * What the shell would otherwise provide to a remote running alone: a sign-in form, who is signed in and
 * their coins, and answers to the remote's intents (as toasts), so QA can test a section by itself.
 */
export const StandaloneHarness = observer(function StandaloneHarness() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => keepSessionFresh(session), [session]);
  useEffect(
    () =>
      intents.subscribe((intent) => {
        if (intent.type === 'login') {
          showToast(signInPrompt(intent.action, intent.actionEn), { variant: 'info' });
        } else if (intent.type === 'top-up') {
          showToast(t('Top up ada di situs lengkap', 'Top-up lives in the full site'), {
            variant: 'info',
          });
        }
      }),
    [],
  );

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await signInWithPassword(email, password);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  };

  return (
    <Box
      component="header"
      data-testid="standalone-harness"
      sx={{ px: 2, py: 1, bgcolor: '#14213D', color: '#fff' }}
    >
      {session.user ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" className="notranslate">
            {session.user.email}
          </Typography>
          <Typography
            variant="body2"
            className="notranslate"
            data-testid="coin-balance"
            sx={{ fontWeight: 700 }}
          >
            {formatNumber(session.coins)}
          </Typography>
          <Button size="small" color="inherit" onClick={() => session.logout()}>
            {t('Keluar', 'Logout')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" direction="row" spacing={1} onSubmit={signIn} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">Standalone</Typography>
          <TextField
            size="small"
            label="Email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            sx={{ bgcolor: '#fff', borderRadius: 1 }}
          />
          <TextField
            size="small"
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            sx={{ bgcolor: '#fff', borderRadius: 1 }}
          />
          <Button type="submit" variant="contained">
            {t('Masuk', 'Sign In')}
          </Button>
        </Stack>
      )}
    </Box>
  );
});
