import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { VoteResult, VotingRules } from '@fanhub/contract';
import { intents } from '@fanhub/shared-auth';
import { formatNumber, t, Link as RouterLink } from '@fanhub/shared-ui';
import {
  AmountStepper,
  CoinSpendFields,
  HEARTS,
  spendButtonText,
  useCoinSpend,
  useSpend,
} from '@fanhub/shared-ui/spending';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { createHeartVote, createVote } from '../api/create-vote';

export const INSUFFICIENT_WARNING = 'Ups! Koinmu belum cukup 😔 Yuk, top up dulu';
export const HEARTS_WARNING = t(
  'Hatimu belum cukup. Absen harian dan misi memberi Hati',
  'Not enough hearts. The daily check-in and missions give hearts',
);
export const HEARTS_PAGE = '/member-area/hati';

interface Props {
  project: { _id: string; title: string };
  /** What the voting takes (its weights); coins only when not given. */
  rules?: Pick<VotingRules, 'coinWeight' | 'heartWeight'>;
  open: boolean;
  onClose: () => void;
  onVoted: (result?: VoteResult) => void;
}

type Asset = 'coins' | 'hearts';
const COINS_ONLY = { coinWeight: 1, heartWeight: null };
const TOASTS = {
  succeeded: ['Vote Berhasil!', 'Vote Successful!'] as [string, string],
  failed: ['Vote Gagal', 'Vote Failed'] as [string, string],
};

/**
 * Coins: amount (default 10, at least 1), optional message, the total, and Vote naming what it spends ("Vote 7 Koin"),
 * disabled above the balance.
 * In a voting that takes hearts, the fan picks coins or hearts (hearts carry no message), each with its weight.
 */
export const VoteModal = observer(function VoteModal({
  project,
  rules = COINS_ONLY,
  open,
  onClose,
  onVoted,
}: Props) {
  const takes: Asset[] = [
    ...(rules.coinWeight !== null ? (['coins'] as const) : []),
    ...(rules.heartWeight !== null ? (['hearts'] as const) : []),
  ];
  const [asset, setAsset] = useState<Asset>(takes[0] ?? 'coins');
  const coins = useCoinSpend({
    target: project,
    ...TOASTS,
    send: (amount, message, key) => createVote(project._id, amount, message, key),
  });
  const hearts = useSpend(HEARTS, {
    target: project,
    ...TOASTS,
    send: (amount, _message, key) => createHeartVote(project._id, amount, key),
  });
  const spend = asset === 'coins' ? coins : hearts;
  const tooMuch = spend.amount > spend.balance;

  const close = () => {
    coins.reset();
    hearts.reset();
    onClose();
  };
  const submit = async () => {
    const result = asset === 'coins' ? await coins.submit() : await hearts.submit();
    if (!result) return;
    onVoted('balance' in result ? result : undefined);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>Vote</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle2">{project.title}</Typography>
          {takes.length > 1 && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={asset}
              onChange={(_, chosen: Asset | null) => chosen && setAsset(chosen)}
              aria-label={t('Vote dengan', 'Vote with')}
            >
              <ToggleButton value="coins">Koin</ToggleButton>
              <ToggleButton value="hearts">{t('Hati', 'Hearts')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          {asset === 'coins' ? (
            <CoinSpendFields spend={coins} warning={INSUFFICIENT_WARNING} totalTestId="vote-total" />
          ) : (
            <HeartSpendFields spend={hearts} weight={rules.heartWeight ?? 1} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {asset === 'coins' ? (
          <Button onClick={() => intents.requestTopUp()}>Top up</Button>
        ) : (
          <Button component={RouterLink} to={HEARTS_PAGE} onClick={close}>
            {t('Dapatkan Hati', 'Get hearts')}
          </Button>
        )}
        <Button variant="contained" disabled={tooMuch || spend.sending} onClick={() => void submit()}>
          {spendButtonText('Vote', spend.amount, asset === 'coins' ? 'Koin' : 'Hati')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

/** Hearts to give, what they are worth in vote points, the hearts the fan holds, and where to earn more. */
function HeartSpendFields({
  spend,
  weight,
}: {
  spend: { amount: number; setAmount: (amount: number) => void; balance: number };
  weight: number;
}) {
  return (
    <>
      <AmountStepper value={spend.amount} onChange={spend.setAmount} label="Hati" />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>TOTAL</Typography>
        <Typography sx={{ fontWeight: 800 }} className="notranslate" data-testid="vote-total">
          {formatNumber(spend.amount)} Hati = {formatNumber(spend.amount * weight)} vote
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" className="notranslate">
        {t('Hati kamu', 'Your hearts')}: {formatNumber(spend.balance)}
      </Typography>
      {spend.amount > spend.balance && (
        <Alert severity="warning">
          {HEARTS_WARNING}{' '}
          <Link component={RouterLink} to={HEARTS_PAGE}>
            {t('Ke halaman Hati', 'Go to hearts')}
          </Link>
        </Alert>
      )}
    </>
  );
}
