// What every app needs at hand, shared by all of them at runtime; loaded with the first screen, so kept light.
// Parts only some pages use are entries of their own (package.json "exports"), bundled into the page that
// imports them: ./details, ./spending, ./tally, ./standalone.
export { AppProviders } from './components/app-providers';
export { BannerCarousel, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from './components/banner-carousel';
export { Banners } from './components/banners';
export { CoverImage } from './components/cover-image';
export { ErrorState } from './components/error-state';
export { FilterChips, type FilterItem } from './components/filter-chips';
export { ImageWithFallback, PLACEHOLDER_IMAGE } from './components/image-with-fallback';
export { avatarImage, imageSources } from './images/sources';
export { CardGridSkeleton, ListSkeleton, type CardGridSkeletonProps } from './components/loading-skeletons';
export { ListPage } from './components/list-page';
export { PageIntro } from './components/page-intro';
export { PagedGrid } from './components/paged-grid';
export { SectionHeading } from './components/section-heading';
export { MountedOnceOpen, onDemand } from './components/on-demand';
export { SHARE_FEEDBACK_MS, ShareButton } from './components/share-button';
export { notifyInsufficientCoins, SPEND_TOAST_MS } from './components/spend-toasts';
export { StatFigure } from './components/stat-figure';
export { StatusBadge } from './components/status-badge';
export { ToastCloseButton } from './toasts/toast-close-button';
export { closeToast, showToast } from './toasts/toasts';
export {
  daysRemaining,
  formatDate,
  jakartaTime,
  remainingLabel,
  remainingLabelBilingual,
} from './format/dates';
export { formatNumber, formatRupiah, progressPercent } from './format/numbers';
export {
  EmbeddedFirstScreen,
  FIRST_SCREEN_DATA_ID,
  FirstScreenContext,
  ServerFirstScreen,
  type FirstScreenData,
  type FirstScreenRecord,
} from './first-screen/first-screen-data';
export { useAsync, type AsyncState } from './hooks/use-async';
export { usePagedList, type Page, type PagedList } from './hooks/use-paged-list';
export { useSubmit } from './hooks/use-submit';
export * from './router';
export { MEMBER_AREA_SIGN_IN, signInPrompt, t } from './text';
export { BRAND, MOBILE_BREAKPOINT, theme } from './theme';
export {
  emailError,
  isValidEmail,
  isValidPhone,
  isValidResetCode,
  messages as validationMessages,
  newPasswordError,
  normalizePhone,
  PASSWORD_MIN_LENGTH,
} from './validation/rules';
export { VerifyTallyLink } from './components/verify-tally-link';
