export { AmountStepper, DEFAULT_AMOUNT, MIN_AMOUNT, parseAmount } from './components/amount-stepper';
export { AppProviders, TOAST_DEFAULTS, ToastCloseButton } from './components/app-providers';
export { BannerCarousel, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from './components/banner-carousel';
export { CoinSpendFields, MESSAGE_LIMIT } from './components/coin-spend-fields';
export { CoverImage } from './components/cover-image';
export { ErrorState } from './components/error-state';
export { FilterChips, type FilterItem } from './components/filter-chips';
export { ImageWithFallback, PLACEHOLDER_IMAGE } from './components/image-with-fallback';
export { CardGridSkeleton, ListSkeleton } from './components/loading-skeletons';
export { ListPage } from './components/list-page';
export { PageIntro } from './components/page-intro';
export { PagedGrid } from './components/paged-grid';
export { ProgressBar } from './components/progress-bar';
export { badgeFor, RankingBadge, RANKING_ORDERS } from './components/ranking-badge';
export { RankingList, type RankingEntry } from './components/ranking-list';
export { SectionHeading } from './components/section-heading';
export { SectionPlaceholder } from './components/section-placeholder';
export { SHARE_FEEDBACK_MS, ShareButton } from './components/share-button';
export { platformLinks, ShareDialog, type ShareContent } from './components/share-dialog';
export { notifyInsufficientCoins, SPEND_TOAST_MS } from './components/spend-toasts';
export { StatFigure } from './components/stat-figure';
export { StatusBadge } from './components/status-badge';
export { SupporterList } from './components/supporter-list';
export { daysRemaining, formatDate, remainingLabel, remainingLabelBilingual } from './format/dates';
export { formatNumber, formatRupiah, progressPercent } from './format/numbers';
export { useAsync, type AsyncState } from './hooks/use-async';
export { useCoinSpend } from './hooks/use-coin-spend';
export { usePagedList, type Page, type PagedList } from './hooks/use-paged-list';
export { mountStandalone } from './standalone/mount-standalone';
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
export {
  TallyVerification,
  VerifyTallyLink,
  type AuditedTally,
  type TallyVerificationProps,
} from './components/tally-verification';
