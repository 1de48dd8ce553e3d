import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { intents, useSession } from '@fanhub/shared-auth';
import { ErrorState, formatNumber, formatRupiah, ListSkeleton, t, useAsync } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ui, type ShellModalProps } from '../../../stores/ui-store';
import { getPricing } from '../api/pricing';
import { preloadPaymentScript, topUp } from '../top-up';

const NOTES = [
  t('Koin tidak memiliki masa berlaku.', 'Coins never expire.'),
  t('Koin bisa dipakai untuk semua voting dan event.', 'Coins can be used for all voting and events.'),
  t(
    'Koin tidak dapat ditukar dengan uang, kecuali di event tertentu.',
    'Coins cannot be exchanged for money, except at certain events.',
  ),
];

/** 'Koin Kamu / Your Coins': the balance, the packages to buy, and what coins are. */
export const CoinModal = observer(function CoinModal({ open, transition }: ShellModalProps) {
  const session = useSession();
  const [buying, setBuying] = useState<string | null>(null);
  const pricing = useAsync(() => (open ? getPricing() : Promise.resolve([])), [open]);
  useEffect(() => {
    if (open && session.isLoggedIn) void preloadPaymentScript();
  }, [open, session.isLoggedIn]);

  const buy = async (packageId: string) => {
    if (!session.isLoggedIn) {
      ui.close();
      intents.requestLogin('top up');
      return;
    }
    setBuying(packageId);
    await topUp(packageId, ui.close);
    setBuying(null);
  };

  return (
    <Dialog open={open} slotProps={{ transition }} onClose={ui.close} fullWidth maxWidth="xs">
      <DialogTitle>{t('Koin Kamu', 'Your Coins')}</DialogTitle>
      <DialogContent>
        <Typography
          variant="h4"
          component="p"
          className="notranslate"
          sx={{ fontWeight: 800 }}
          data-testid="coin-modal-balance"
        >
          {formatNumber(session.coins)}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('Top up Koin', 'Top up coins')}
        </Typography>
        {pricing.error ? (
          <ErrorState message={pricing.error.message} onRetry={pricing.reload} />
        ) : !pricing.data || pricing.loading ? (
          <ListSkeleton rows={3} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="pricing-packages">
            {pricing.data.map((pack) => (
              <Card key={pack._id} variant="outlined">
                <CardActionArea
                  disabled={buying !== null}
                  onClick={() => void buy(pack._id)}
                  sx={{ display: 'flex', justifyContent: 'space-between', p: 1.5 }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{pack.title}</Typography>
                    <Typography variant="body2" className="notranslate">
                      {formatNumber(pack.coin)} Koin
                    </Typography>
                  </Box>
                  <Typography className="notranslate" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    {formatRupiah(pack.price)}
                  </Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
        <Box component="ul" sx={{ pl: 2, mt: 2, mb: 0, color: 'text.secondary', typography: 'body2' }}>
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
        <Button fullWidth sx={{ mt: 2 }} onClick={ui.close}>
          {t('Tutup', 'Close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
});
