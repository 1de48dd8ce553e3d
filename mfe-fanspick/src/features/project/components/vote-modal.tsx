import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoteResult } from '@fanhub/contract';
import { intents, useIdempotencyKey, useSession } from '@fanhub/shared-auth';
import { CoinSpendFields, DEFAULT_AMOUNT, formatNumber, SPEND_TOAST_MS, t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { createVote } from '../api/create-vote';

export const INSUFFICIENT_WARNING = 'Ups! Koinmu belum cukup 😔 Yuk, top up dulu';

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
        { variant: 'success', autoHideDuration: SPEND_TOAST_MS },
      );
      onVoted(result);
      close();
    } catch (error) {
      enqueueSnackbar(
        `${t('Vote Gagal', 'Vote Failed')}: ${error instanceof Error ? error.message : String(error)}`,
        {
          variant: 'error',
          autoHideDuration: SPEND_TOAST_MS,
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
          <CoinSpendFields
            amount={amount}
            onAmount={setAmount}
            message={message}
            onMessage={setMessage}
            balance={session.coins}
            warning={INSUFFICIENT_WARNING}
            totalTestId="vote-total"
          />
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
