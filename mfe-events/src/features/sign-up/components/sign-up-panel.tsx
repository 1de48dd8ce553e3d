import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FanEvent, MySignUp } from '@fanhub/contract';
import { MountedOnceOpen, onDemand, t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { closedReason } from '../sign-up-type';
import { useEventSignUp } from '../use-event-sign-up';
import { CancelSignUpButton } from './cancel-sign-up-button';

// The paid sign-up's confirmation downloads the first time a fan signs up for a paid event.
const PaidConfirmDialog = onDemand(async () => (await import('./paid-confirm-dialog')).PaidConfirmDialog);

const CLOSED = {
  ended: t('Event sudah berakhir', 'This event is over'),
  'sold-out': t('Tiket habis', 'Sold out'),
  none: t('Pendaftaran belum dibuka', 'Registration is not open'),
};

/**
 * Daftar, or why there is none: the fan is already signed up, the event is over, or it is sold out.
 * `mine` is the signed-in fan's own sign-up (undefined while it loads, or for a visitor); a fan signed up for an
 * event that lets fans cancel may cancel here.
 */
export const SignUpPanel = observer(function SignUpPanel({
  event,
  mine,
  onSignedUp,
}: {
  event: FanEvent;
  mine: MySignUp | undefined;
  onSignedUp: () => void;
}) {
  const signUp = useEventSignUp(event, onSignedUp);
  if (mine?.signedUp) {
    return (
      <>
        <Alert icon={<CheckCircleIcon />} severity="success" data-testid="signed-up">
          {t('Kamu sudah terdaftar', "You're signed up")}
        </Alert>
        {mine.mayCancel && <CancelSignUpButton event={event} onCancelled={onSignedUp} />}
      </>
    );
  }
  const closed = closedReason(event);
  if (closed) {
    return (
      <Button variant="contained" disabled data-testid="sign-up-closed">
        {CLOSED[closed]}
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" size="large" disabled={signUp.sending} onClick={signUp.start}>
        {t('Daftar', 'Sign Up')}
      </Button>
      <MountedOnceOpen open={signUp.confirming}>
        <PaidConfirmDialog
          open={signUp.confirming}
          title={event.title}
          price={event.price}
          balance={signUp.balance}
          onConfirm={signUp.confirmPaid}
          onCancel={signUp.cancel}
          onExited={signUp.confirmationClosed}
        />
      </MountedOnceOpen>
    </>
  );
});
