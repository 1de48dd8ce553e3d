import CheckIcon from '@mui/icons-material/Check';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { formatNumber } from '../format/numbers';
import { t } from '../text';
import { MountedOnceOpen, onDemand } from './on-demand';
import type { ShareContent } from './share-dialog';

// Loaded the first time a fan shares: nobody waits for a dialog they have not opened.
const ShareDialog = onDemand(async () => (await import('./share-dialog')).ShareDialog);

export const SHARE_FEEDBACK_MS = 2000;

/**
 * Counts a share per click (reporting the new count to `onShare`, e.g. to the API), shows brief feedback
 * for 2 s, and opens the share dialog. With `count`, the count shown is the caller's (e.g. the server's).
 */
export function ShareButton({
  initialCount = 0,
  count: shownCount,
  showCount = false,
  onShare,
  ...content
}: ShareContent & {
  initialCount?: number;
  count?: number;
  showCount?: boolean;
  onShare?: (count: number) => void;
}) {
  const [ownCount, setCount] = useState(initialCount);
  const count = shownCount ?? ownCount;
  const [shared, setShared] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!shared) return undefined;
    const timer = setTimeout(() => setShared(false), SHARE_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [shared]);

  const share = () => {
    const next = count + 1;
    setCount(next);
    setShared(true);
    setOpen(true);
    onShare?.(next);
  };

  return (
    <>
      <Button size="small" startIcon={shared ? <CheckIcon /> : <ShareIcon />} onClick={share}>
        {shared ? t('Dibagikan', 'Shared') : t('Bagikan', 'Share')}
        {showCount && (
          <>
            {' '}
            <span className="notranslate" style={{ marginLeft: 4 }} data-testid="share-count">
              {formatNumber(count)}
            </span>
          </>
        )}
      </Button>
      <MountedOnceOpen open={open}>
        <ShareDialog open={open} onClose={() => setOpen(false)} {...content} />
      </MountedOnceOpen>
    </>
  );
}
