import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SupportResult } from '@fanhub/contract';
import { formatNumber, t } from '@fanhub/shared-ui';

/** The support-completed modal (docs/product.md section 2): a thank-you and Close. */
export function SupportThanksModal({
  result,
  onClose,
}: {
  result: SupportResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={result !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('Terima kasih!', 'Thank you!')}</DialogTitle>
      <DialogContent>
        {result && (
          <Typography>
            {t(
              `Dukunganmu untuk ${result.campaign.title} sudah kami terima.`,
              `Your support for ${result.campaign.title} has been received.`,
            )}{' '}
            <span className="notranslate">
              {t(
                `Terkumpul ${formatNumber(result.collectedCoins)} Koin.`,
                `${formatNumber(result.collectedCoins)} coins collected.`,
              )}
            </span>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('Tutup', 'Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
