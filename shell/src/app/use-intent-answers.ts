import { intents, session } from '@fanhub/shared-auth';
import { signInPrompt, t, useNavigate, showToast } from '@fanhub/shared-ui';
import { useEffect } from 'react';
import { offerPushOnce } from '../installable/push-offer';
import { forgetPushOnThisDevice, PUSH_OUTCOMES, turnOnPush } from '../installable/push-subscription';
import { ui } from '../stores/ui-store';

/** The shell's answers to what remotes (and the session) ask for. */
export function useIntentAnswers(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      intents.subscribe((intent) => {
        if (intent.type === 'login') {
          showToast(signInPrompt(intent.action, intent.actionEn), { variant: 'info' });
          ui.open('login');
        } else if (intent.type === 'top-up') {
          if (!session.isLoggedIn) showToast(signInPrompt('top up'), { variant: 'info' });
          ui.open(session.isLoggedIn ? 'coins' : 'login');
        } else if (intent.type === 'confirm-email') {
          ui.open('confirm-email');
        } else if (intent.type === 'engaged') {
          offerPushOnce();
        } else if (intent.type === 'push') {
          void turnOnPush().then(
            (outcome) =>
              showToast(PUSH_OUTCOMES[outcome], { variant: outcome === 'on' ? 'success' : 'warning' }),
            () => showToast(PUSH_OUTCOMES.unsupported, { variant: 'warning' }),
          );
        } else if (intent.reason === 'logout') {
          void forgetPushOnThisDevice();
          navigate('/');
          showToast(t('Berhasil keluar', 'Successfully logged out'), { variant: 'success' });
        } else {
          showToast(t('Sesi kamu berakhir, silakan masuk lagi', 'Your session ended, please sign in again'), {
            variant: 'warning',
          });
        }
      }),
    [navigate],
  );
}
