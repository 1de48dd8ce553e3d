import { useState } from 'react';
import { shareEvent } from './api/share-event';

/**
 * The share count an event shows: one more at once when a fan shares, then the server's figure. A count the
 * server did not take changes nothing visible (docs/product.md section 7: a failed share count is silent).
 */
export function useShareCount(eventId: string, initial: number) {
  const [shares, setShares] = useState(initial);
  const share = () => {
    setShares((count) => count + 1);
    shareEvent(eventId).then(setShares, () => undefined);
  };
  return { shares, share };
}
