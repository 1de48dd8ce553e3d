import type { Banner } from '@fanhub/contract';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { startTransition, useEffect, useRef, useState, type TouchEvent } from 'react';
import { t } from '../text';
import { ImageWithFallback } from './image-with-fallback';

export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 60;
/** How wide the carousel shows: the page's width, at most the content column's. */
const SIZES = '(max-width: 1199px) 100vw, 1152px';

/**
 * Banners at a 2:1 ratio: advances every 5 s, prev/next buttons, dots that jump, and a swipe of more than
 * 60 px changes slide. A banner with a link navigates there through `onOpen`. The first banner is the page's
 * largest picture: it is fetched first, and the others only once it has arrived.
 */
export function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: Banner[];
  onOpen?: (banner: Banner) => void;
}) {
  const [index, setIndex] = useState(0);
  const [firstShown, setFirstShown] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = banners.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, index]);

  if (count === 0) return null;
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) <= SWIPE_THRESHOLD_PX) return;
    go(end < start ? index + 1 : index - 1);
  };
  // Beside the dots at the bottom on a phone, where they cover none of the artwork's words (and a swipe turns the
  // banner anyway); at mid-height on wider screens.
  const arrow = {
    position: 'absolute',
    top: { xs: 'auto', sm: '50%' },
    bottom: { xs: 4, sm: 'auto' },
    transform: { xs: 'none', sm: 'translateY(-50%)' },
    p: { xs: 0.5, sm: 1 },
    bgcolor: 'rgba(255,255,255,.7)',
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={t('Banner promosi', 'Promotions')}
      sx={{ position: 'relative', aspectRatio: '2 / 1', overflow: 'hidden', borderRadius: 3 }}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      {banners.map((banner, position) => (
        <Box
          key={banner._id}
          aria-hidden={position !== index}
          onClick={() => onOpen?.(banner)}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: position === index ? 1 : 0,
            transition: 'opacity .5s',
            cursor: banner.link ? 'pointer' : 'default',
          }}
        >
          {(position === 0 || firstShown) && (
            <ImageWithFallback
              src={banner.image}
              alt={banner.title}
              sizes={SIZES}
              width={1200}
              height={600}
              priority={position === 0}
              // The other banners mount as a transition: drawn in slices, they never hold a fan's tap.
              onShown={position === 0 ? () => startTransition(() => setFirstShown(true)) : undefined}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
      ))}
      {count > 1 && (
        <>
          <IconButton
            aria-label={t('Sebelumnya', 'Previous')}
            onClick={() => go(index - 1)}
            sx={{ ...arrow, left: 8 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('Berikutnya', 'Next')}
            onClick={() => go(index + 1)}
            sx={{ ...arrow, right: 8 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 2,
              width: '100%',
              display: 'flex',
              justifyContent: 'center',
            }}
          >
            {banners.map((banner, position) => (
              // A 24 px target (WCAG 2.5.8) around the small dot it shows.
              <Box
                key={banner._id}
                component="button"
                aria-label={t(`Banner ${position + 1}`, `Banner ${position + 1}`)}
                aria-current={position === index}
                onClick={() => go(position)}
                sx={{
                  minWidth: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: position === index ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: position === index ? 'primary.main' : 'rgba(255,255,255,.8)',
                    transition: 'width .3s',
                  },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
