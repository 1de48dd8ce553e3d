import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { pushOffer } from './push-offer';
import { turnOnPush } from './push-subscription';

/** The offer, in the product's words, with its two answers. */
export const PushOfferCard = observer(function PushOfferCard() {
  return (
    <Snackbar open={pushOffer.open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="info" data-testid="push-offer" sx={{ alignItems: 'center' }}>
        {t(
          'Mau dikabari saat voting yang kamu ikuti hampir tutup, kampanyemu mencapai target, atau eventmu besok?',
          'Want to hear when a voting you voted in is about to close, your campaign reaches its target, or your event is tomorrow?',
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => void turnOnPush().then(pushOffer.settled, () => pushOffer.settled('unsupported'))}
          >
            {t('Aktifkan notifikasi', 'Turn on notifications')}
          </Button>
          <Button size="small" onClick={pushOffer.later}>
            {t('Nanti saja', 'Not now')}
          </Button>
        </Stack>
      </Alert>
    </Snackbar>
  );
});
