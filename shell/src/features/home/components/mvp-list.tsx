import Box from '@mui/material/Box';
import { ListSkeleton, SectionHeading } from '@fanhub/shared-ui';
import { lazy, Suspense } from 'react';
import { WhenNear } from './when-near';

const MvpRanking = lazy(() => import('./mvp-ranking'));

/** The MVPs section; its ranking loads when the fan scrolls near it. */
export function MvpList() {
  return (
    <Box component="section" id="mvp" aria-labelledby="mvp-title">
      <SectionHeading title="The MVPs" />
      <WhenNear fallback={<ListSkeleton />}>
        <Suspense fallback={<ListSkeleton />}>
          <MvpRanking />
        </Suspense>
      </WhenNear>
    </Box>
  );
}
