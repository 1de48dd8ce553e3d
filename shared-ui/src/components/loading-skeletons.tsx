import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while a grid loads. */
export function CardGridSkeleton({
  cards = 4,
  columns = { xs: 1, sm: 2, md: 4 },
}: {
  cards?: number;
  columns?: Record<string, number>;
}) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([size, n]) => [size, `repeat(${n}, 1fr)`]),
  );
  return (
    <Box data-testid="loading" sx={{ display: 'grid', gap: 2, gridTemplateColumns: template }}>
      {Array.from({ length: cards }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Box>
  );
}

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
