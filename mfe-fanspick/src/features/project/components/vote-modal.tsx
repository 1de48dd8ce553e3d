import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoteResult } from '@fanhub/contract';
import { intents } from '@fanhub/shared-auth';
import { CoinSpendFields, useCoinSpend } from '@fanhub/shared-ui/spending';
import { observer } from 'mobx-react-lite';
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
  const spend = useCoinSpend({
    target: project,
    succeeded: ['Vote Berhasil!', 'Vote Successful!'],
    failed: ['Vote Gagal', 'Vote Failed'],
    send: (coins, message, key) => createVote(project._id, coins, message, key),
  });
  const tooMuch = spend.amount > spend.balance;

  const close = () => {
    spend.reset();
    onClose();
  };
  const submit = async () => {
    const result = await spend.submit();
    if (!result) return;
    onVoted(result);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>Vote</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle2">{project.title}</Typography>
          <CoinSpendFields spend={spend} warning={INSUFFICIENT_WARNING} totalTestId="vote-total" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => intents.requestTopUp()}>Top up</Button>
        <Button variant="contained" disabled={tooMuch || spend.sending} onClick={() => void submit()}>
          Vote
        </Button>
      </DialogActions>
    </Dialog>
  );
});
