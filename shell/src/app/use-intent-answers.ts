import { intents, session } from '@fanhub/shared-auth';
import { signInPrompt, t, useNavigate } from '@fanhub/shared-ui';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { offerPushOnce } from '../installable/push-offer';
import { forgetPushOnThisDevice, PUSH_OUTCOMES, turnOnPush } from '../installable/push-subscription';
import { ui } from '../stores/ui-store';

/** The shell's answers to what remotes (and the session) ask for. */
export function useIntentAnswers(): void {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  useEffect(
    () =>
      intents.subscribe((intent) => {
        if (intent.type === 'login') {
          enqueueSnackbar(signInPrompt(intent.action, intent.actionEn), { variant: 'info' });
          ui.open('login');
        } else if (intent.type === 'top-up') {
          if (!session.isLoggedIn) enqueueSnackbar(signInPrompt('top up'), { variant: 'info' });
          ui.open(session.isLoggedIn ? 'coins' : 'login');
        } else if (intent.type === 'confirm-email') {
          ui.open('confirm-email');
        } else if (intent.type === 'engaged') {
          offerPushOnce();
        } else if (intent.type === 'push') {
          void turnOnPush().then(
            (outcome) =>
              enqueueSnackbar(PUSH_OUTCOMES[outcome], { variant: outcome === 'on' ? 'success' : 'warning' }),
            () => enqueueSnackbar(PUSH_OUTCOMES.unsupported, { variant: 'warning' }),
          );
        } else if (intent.reason === 'logout') {
          void forgetPushOnThisDevice();
          navigate('/');
          enqueueSnackbar(t('Berhasil keluar', 'Successfully logged out'), { variant: 'success' });
        } else {
          enqueueSnackbar(
            t('Sesi kamu berakhir, silakan masuk lagi', 'Your session ended, please sign in again'),
            {
              variant: 'warning',
            },
          );
        }
      }),
    [enqueueSnackbar, navigate],
  );
}
