import type { FanEvent } from '@fanhub/contract';
import { ShareButton } from '@fanhub/shared-ui';
import { useShareCount } from '../use-share-count';

/** Sharing an event, with its share count: one more at once, then the server's figure. */
export function EventShareButton({ event }: { event: FanEvent }) {
  const { shares, share } = useShareCount(event._id, event.shares);
  return (
    <ShareButton
      count={shares}
      showCount
      onShare={share}
      shareUrl={`/event/${event._id}`}
      shareTitle={event.title}
      shareDescription={event.description}
    />
  );
}
