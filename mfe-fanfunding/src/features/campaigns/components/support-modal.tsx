import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignCard, SupportResult } from '@fanhub/contract';
import { intents } from '@fanhub/shared-auth';
import { CoverImage, notifyInsufficientCoins, t } from '@fanhub/shared-ui';
import { CoinSpendFields, spendButtonText, useCoinSpend } from '@fanhub/shared-ui/spending';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { supportCampaign } from '../api/support-campaign';
import { campaignView } from '../campaign-view';

export const NOT_ENOUGH_WARNING = t('Ups! Koin kamu tidak cukup', "Oops! You don't have enough Koin");

interface Props {
  campaign: CampaignCard;
  open: boolean;
  onClose: () => void;
  onSupported: (result: SupportResult) => void;
  /** Once the modal has finished closing. */
  onExited?: () => void;
}

/**
 * The support modal (docs/product.md section 2): the campaign, a coin stepper (10 by default, at least 1), an optional
 * message, the total, Top up, and Support naming what it spends ("Support 25 Koin"). Support with too few coins says
 * so, closes, and opens the coin modal.
 */
export const SupportModal = observer(function SupportModal({
  campaign,
  open,
  onClose,
  onSupported,
  onExited,
}: Props) {
  const spend = useCoinSpend({
    target: campaign,
    succeeded: ['Support Berhasil!', 'Support Successful!'],
    failed: ['Support Gagal', 'Support Failed'],
    send: (coins, message, key) => supportCampaign(campaign._id, coins, message, key),
    // The campaign page thanks the fan once this modal has closed.
    thankedInDialog: true,
  });
  const view = campaignView(campaign);
  // Too few coins: the coin modal opens once this one has finished closing (a dialog opening while another is still
  // closing could be left hidden from screen readers, and was, now and then).
  const topUpOnceClosed = useRef(false);

  const close = () => {
    spend.reset();
    onClose();
  };
  const submit = async () => {
    if (spend.amount > spend.balance) {
      notifyInsufficientCoins();
      topUpOnceClosed.current = true;
      close();
      return;
    }
    const result = await spend.submit();
    if (result) onSupported(result);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            if (topUpOnceClosed.current) intents.requestTopUp();
            topUpOnceClosed.current = false;
            onExited?.();
          },
        },
      }}
    >
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
          <CoinSpendFields spend={spend} warning={NOT_ENOUGH_WARNING} totalTestId="support-total" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => intents.requestTopUp()}>Top up</Button>
        <Button variant="contained" disabled={spend.sending} onClick={() => void submit()}>
          {spendButtonText('Support', spend.amount, 'Koin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
