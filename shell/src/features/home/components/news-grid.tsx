import Box from '@mui/material/Box';
import { CardGridSkeleton, SectionHeading, t } from '@fanhub/shared-ui';
import { lazy, Suspense } from 'react';
import { SITE } from '../../../config/site';
import { WhenNear } from './when-near';

const NewsCards = lazy(() => import('./news-cards'));

/** The news section; its cards load when the fan scrolls near it. */
export function NewsGrid() {
  return (
    <Box component="section" id="news">
      <SectionHeading
        title={t('Berita', 'News')}
        action={{ label: t('Lihat Semua', 'See All'), href: SITE.newsSiteUrl, external: true }}
      />
      <WhenNear fallback={<CardGridSkeleton />}>
        <Suspense fallback={<CardGridSkeleton />}>
          <NewsCards />
        </Suspense>
      </WhenNear>
    </Box>
  );
}
