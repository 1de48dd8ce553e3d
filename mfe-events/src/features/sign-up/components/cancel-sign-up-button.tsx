import Button from '@mui/material/Button';
import type { FanEvent } from '@fanhub/contract';
import { refusalMessage, useSession } from '@fanhub/shared-auth';
import { MountedOnceOpen, onDemand, showToast, SPEND_TOAST_MS, t, useSubmit } from '@fanhub/shared-ui';
import { useState } from 'react';
import { cancelSignUp } from '../api/cancel-sign-up';

// The confirmation downloads the first time a fan asks to cancel.
const CancelConfirmDialog = onDemand(
  async () => (await import('./cancel-confirm-dialog')).CancelConfirmDialog,
);

const SYSTEM_ERROR = t(
  'Terjadi kesalahan sistem. Silakan coba lagi.',
  'A system error occurred. Please try again.',
);

/** "Batalkan pendaftaran": where the event lets fans cancel, until the day before; the server's word is shown. */
export function CancelSignUpButton({ event, onCancelled }: { event: FanEvent; onCancelled: () => void }) {
  const session = useSession();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useSubmit();
  const confirm = () =>
    run(
      async () => {
        const result = await cancelSignUp(event._id);
        session.setCoins(result.balance);
        setAsking(false);
        showToast(result.message ?? t('Pendaftaran dibatalkan', 'Sign-up cancelled'), {
          variant: 'success',
          autoHideDuration: SPEND_TOAST_MS,
        });
        onCancelled();
      },
      (error) => {
        setAsking(false);
        showToast(refusalMessage(error, SYSTEM_ERROR), {
          variant: 'error',
          autoHideDuration: SPEND_TOAST_MS,
        });
      },
    );
  return (
    <>
      <Button color="inherit" onClick={() => setAsking(true)} disabled={busy}>
        {t('Batalkan pendaftaran', 'Cancel my sign-up')}
      </Button>
      <MountedOnceOpen open={asking}>
        <CancelConfirmDialog
          open={asking}
          event={event}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      </MountedOnceOpen>
    </>
  );
}
