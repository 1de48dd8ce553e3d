import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignCard, SupportResult } from '@fanhub/contract';
import { intents, useIdempotencyKey, useSession } from '@fanhub/shared-auth';
import {
  CoinSpendFields,
  CoverImage,
  DEFAULT_AMOUNT,
  formatNumber,
  notifyInsufficientCoins,
  SPEND_TOAST_MS,
  t,
} from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { supportCampaign } from '../api/support-campaign';
import { campaignView } from '../../campaigns/campaign-view';

export const NOT_ENOUGH_WARNING = t('Ups! Koin kamu tidak cukup', "Oops! You don't have enough Koin");

interface Props {
  campaign: CampaignCard;
  open: boolean;
  onClose: () => void;
  onSupported: (result: SupportResult) => void;
}

/**
 * The support modal (SPEC.md section 2): the campaign, a coin stepper (10 by default, at least 1), an optional
 * message, the total, Top up and Support. Support with too few coins says so, closes, and opens the coin modal.
 */
export const SupportModal = observer(function SupportModal({ campaign, open, onClose, onSupported }: Props) {
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const spend = useIdempotencyKey([campaign._id, amount, message]);
  const view = campaignView(campaign);
  const tooMuch = amount > session.coins;

  const close = () => {
    setAmount(DEFAULT_AMOUNT);
    setMessage('');
    onClose();
  };
  const submit = async () => {
    if (tooMuch) {
      notifyInsufficientCoins(enqueueSnackbar);
      close();
      intents.requestTopUp();
      return;
    }
    setSending(true);
    try {
      const result = await supportCampaign(campaign._id, amount, message, spend.key);
      spend.renew();
      session.setCoins(result.balance);
      enqueueSnackbar(
        `${t('Support Berhasil!', 'Support Successful!')} ${t(
          `${formatNumber(amount)} Koin untuk ${campaign.title}`,
          `${formatNumber(amount)} coins for ${campaign.title}`,
        )}`,
        { variant: 'success', autoHideDuration: SPEND_TOAST_MS },
      );
      setAmount(DEFAULT_AMOUNT);
      setMessage('');
      onSupported(result);
    } catch (error) {
      enqueueSnackbar(
        `${t('Support Gagal', 'Support Failed')}: ${error instanceof Error ? error.message : String(error)}`,
        { variant: 'error', autoHideDuration: SPEND_TOAST_MS },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>Support</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CoverImage src={campaign.image} alt={campaign.title} rounded />
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {campaign.title}
          </Typography>
          <Box className="notranslate" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {t('Terkumpul', 'Collected')}: {view.collected} Koin · Target: {view.target} Koin ·{' '}
            {t('Batas waktu', 'Target date')}: {view.targetDate}
          </Box>
          <CoinSpendFields
            amount={amount}
            onAmount={setAmount}
            message={message}
            onMessage={setMessage}
            balance={session.coins}
            warning={NOT_ENOUGH_WARNING}
            totalTestId="support-total"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => intents.requestTopUp()}>Top up</Button>
        <Button variant="contained" disabled={sending} onClick={() => void submit()}>
          Support
        </Button>
      </DialogActions>
    </Dialog>
  );
});
