import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VoteResult } from '@fanhub/contract';
import { intents, useIdempotencyKey, useSession } from '@fanhub/shared-auth';
import { AmountStepper, DEFAULT_AMOUNT, formatNumber, t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { createVote } from '../api/create-vote';

export const INSUFFICIENT_WARNING = 'Ups! Koinmu belum cukup 😔 Yuk, top up dulu';
const MESSAGE_LIMIT = 500;

interface Props {
  project: { _id: string; title: string };
  open: boolean;
  onClose: () => void;
  onVoted: (result: VoteResult) => void;
}

/** Amount (default 10, at least 1), optional message, the total, and Vote, disabled above the balance. */
export const VoteModal = observer(function VoteModal({ project, open, onClose, onVoted }: Props) {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const spend = useIdempotencyKey([project._id, amount, message]);
  const tooMuch = amount > session.coins;

  const close = () => {
    setAmount(DEFAULT_AMOUNT);
    setMessage('');
    onClose();
  };
  const submit = async () => {
    setSending(true);
    try {
      const { result } = await createVote(project._id, amount, message, spend.key);
      spend.renew();
      session.setCoins(result.balance);
      enqueueSnackbar(
        `${t('Vote Berhasil!', 'Vote Successful!')} ${t(`${formatNumber(amount)} Koin untuk ${project.title}`, `${formatNumber(amount)} coins for ${project.title}`)}`,
        { variant: 'success', autoHideDuration: 4000 },
      );
      onVoted(result);
      close();
    } catch (error) {
      enqueueSnackbar(
        `${t('Vote Gagal', 'Vote Failed')}: ${error instanceof Error ? error.message : String(error)}`,
        {
          variant: 'error',
          autoHideDuration: 4000,
        },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>Vote</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle2">{project.title}</Typography>
          <AmountStepper value={amount} onChange={setAmount} />
          <TextField
            label={t('Pesan (opsional)', 'Message (optional)')}
            multiline
            minRows={2}
            value={message}
            onChange={(event) => setMessage(event.target.value.slice(0, MESSAGE_LIMIT))}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>TOTAL</Typography>
            <Typography sx={{ fontWeight: 800 }} className="notranslate" data-testid="vote-total">
              {formatNumber(amount)} Koin
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" className="notranslate">
            {t('Saldo', 'Balance')}: {formatNumber(session.coins)} Koin
          </Typography>
          {tooMuch && <Alert severity="warning">{INSUFFICIENT_WARNING}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => intents.requestTopUp()}>Top up</Button>
        <Button variant="contained" disabled={tooMuch || sending} onClick={() => void submit()}>
          Vote
        </Button>
      </DialogActions>
    </Dialog>
  );
});
