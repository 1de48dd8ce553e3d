export { AppProviders, TOAST_DEFAULTS } from './components/app-providers';
export {
  BannerCarousel,
  CAROUSEL_INTERVAL_MS,
  SWIPE_THRESHOLD_PX,
  type Banner,
} from './components/banner-carousel';
export { ErrorState } from './components/error-state';
export { ImageWithFallback, PLACEHOLDER_IMAGE } from './components/image-with-fallback';
export { CardGridSkeleton, ListSkeleton } from './components/loading-skeletons';
export { badgeFor, RankingBadge, RANKING_ORDERS } from './components/ranking-badge';
export { SectionPlaceholder } from './components/section-placeholder';
export { daysRemaining, formatDate, remainingLabel, remainingLabelBilingual } from './format/dates';
export { formatNumber, formatRupiah, progressPercent } from './format/numbers';
export { useAsync, type AsyncState } from './hooks/use-async';
export { t } from './text';
export { ACCENT, MOBILE_BREAKPOINT, theme } from './theme';
