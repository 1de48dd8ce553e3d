// A detail page's lists and figures: progress, supporters, rankings.
export { ProgressBar } from './components/progress-bar';
export { badgeFor, RankingBadge, RANKING_ORDERS } from './components/ranking-badge';
export { RankingList, type RankingEntry } from './components/ranking-list';
export { SupporterList } from './components/supporter-list';
