import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { t } from '../text';
import { showToast } from '../toasts/toasts';

export interface ShareContent {
  /** The page's address; a path (`/fanfunding/42`) is on this site. */
  shareUrl: string;
  shareTitle: string;
  shareDescription?: string;
}

/** The share links of docs/product.md section 2: Facebook (url, title), X (text, url), WhatsApp (title, newline, url). */
export function platformLinks({ shareUrl, shareTitle }: ShareContent) {
  const url = encodeURIComponent(shareUrl);
  const title = encodeURIComponent(shareTitle);
  return {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${title}`,
    X: `https://twitter.com/intent/tweet?text=${title}&url=${url}`,
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${shareTitle}\n${shareUrl}`)}`,
  };
}

const POPUP = 'width=600,height=400,noopener';

/** Share to Facebook, X or WhatsApp in a 600x400 popup; Instagram and the copy button copy the link. */
export function ShareDialog({
  open,
  onClose,
  ...given
}: ShareContent & { open: boolean; onClose: () => void }) {
  const content = { ...given, shareUrl: new URL(given.shareUrl, window.location.origin).href };
  const copy = async (forInstagram: boolean) => {
    try {
      await navigator.clipboard.writeText(content.shareUrl);
      showToast(
        forInstagram
          ? t('Link Tersalin untuk Instagram', 'Link Copied for Instagram')
          : t('Link Tersalin!', 'Link Copied!'),
        {
          variant: 'success',
          autoHideDuration: forInstagram ? 4000 : 2000,
        },
      );
    } catch {
      showToast(
        `${t('Gagal Menyalin Link', 'Failed to Copy Link')}. ${t('Silakan salin link secara manual', 'Please copy the link manually.')}`,
        { variant: 'error', autoHideDuration: 3000 },
      );
    }
  };
  const openPlatform = (href: string) => {
    window.open(href, '_blank', POPUP);
    showToast(t('Membuka Platform', 'Opening Platform'), { variant: 'info', autoHideDuration: 2000 });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('Bagikan', 'Share')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2">{content.shareTitle}</Typography>
        {content.shareDescription && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {content.shareDescription}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
          {Object.entries(platformLinks(content)).map(([platform, href]) => (
            <Button key={platform} variant="outlined" onClick={() => openPlatform(href)}>
              {platform}
            </Button>
          ))}
          <Button variant="outlined" onClick={() => copy(true)}>
            Instagram
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            value={content.shareUrl}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Link' } }}
          />
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => copy(false)}>
            {t('Salin', 'Copy')}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
