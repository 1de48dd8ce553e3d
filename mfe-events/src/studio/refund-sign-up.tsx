import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { bilingual } from '@fanhub/contract';
import { useStudioCall } from '@fanhub/studio-kit';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';

/**
 * A participant's refund, for finance and admins: with a reason, their sign-up is cancelled, a paid one's coins go
 * back to them and their ticket stops working at every door (audited).
 */
export function RefundSignUpButton({ eventId, resource }: { eventId: string; resource: string }) {
  const participant = useRecordContext<{ id: string; fullName: string; coins: number }>();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const { busy, post } = useStudioCall(bilingual('Pendaftaran dibatalkan', 'Sign-up refunded'));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!participant || !canAccess) return null;
  const refund = async () => {
    const taken = await post('/studio/events/:eventId/sign-ups/:signUpId/refund', {
      params: { eventId, signUpId: String(participant.id) },
      body: { reason },
    });
    if (taken) {
      setOpen(false);
      setReason('');
    }
  };
  return (
    <>
      <Button
        label={bilingual('Batalkan & kembalikan', 'Cancel & refund')}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {bilingual(
            `Batalkan pendaftaran ${participant.fullName}?`,
            `Cancel ${participant.fullName}'s sign-up?`,
          )}
        </DialogTitle>
        <DialogContent>
          <p>
            {participant.coins > 0
              ? bilingual(
                  `${participant.coins} Koin kembali ke fan; tiketnya tidak berlaku lagi di pintu.`,
                  `${participant.coins} coins go back to the fan; their ticket no longer admits at the door.`,
                )
              : bilingual(
                  'Tiketnya tidak berlaku lagi di pintu.',
                  'Their ticket no longer admits at the door.',
                )}
          </p>
          <TextField
            label={bilingual('Alasan', 'Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, 200))}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button label={bilingual('Tidak', 'No')} onClick={() => setOpen(false)} />
          <Button
            label={bilingual('Batalkan & kembalikan', 'Cancel & refund')}
            variant="contained"
            disabled={busy || reason.trim().length === 0}
            onClick={() => void refund()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
