import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export interface CardGridSkeletonProps {
  cards?: number;
  columns?: Record<string, number>;
  /** The grid's own cap, when it has one (the home page's Fans Pick list scrolls within 600 px). */
  maxHeight?: number;
}

/**
 * Placeholder cards while a grid loads, each about as tall as a card (its 2:1 picture, then title, badges and
 * figures), so that nothing below moves when the cards arrive.
 */
export function CardGridSkeleton({
  cards = 4,
  columns = { xs: 1, sm: 2, md: 4 },
  maxHeight,
}: CardGridSkeletonProps) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([size, n]) => [size, `repeat(${n}, 1fr)`]),
  );
  return (
    <Box
      data-testid="loading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: template, maxHeight, overflow: 'hidden' }}
    >
      {Array.from({ length: cards }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
          <Skeleton variant="rounded" sx={{ mt: 1, height: CARD_TEXT_PX }} />
        </Box>
      ))}
    </Box>
  );
}

/** What a card shows below its picture: title, status, figures. */
const CARD_TEXT_PX = 110;

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Box data-testid="loading">
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton sx={{ flex: 1 }} />
        </Box>
      ))}
    </Box>
  );
}
