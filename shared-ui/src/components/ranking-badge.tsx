import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconProps } from '@mui/material/SvgIcon';

type Badge = 'crown' | 'star' | 'award' | 'trophy';

/** docs/product.md section 9: Top FansPicker crown, star, award, then trophies; MVPs crown, award, star. */
export const RANKING_ORDERS: Record<'fanspicker' | 'mvp', Badge[]> = {
  fanspicker: ['crown', 'star', 'award'],
  mvp: ['crown', 'award', 'star'],
};

const ICONS: Record<Badge, { Icon: typeof StarIcon; color: string; label: string }> = {
  crown: { Icon: WorkspacePremiumIcon, color: '#F5B300', label: 'crown' },
  star: { Icon: StarIcon, color: '#41AADF', label: 'star' },
  award: { Icon: MilitaryTechIcon, color: '#C77D3A', label: 'award' },
  trophy: { Icon: EmojiEventsIcon, color: '#8A94A6', label: 'trophy' },
};

export const badgeFor = (rank: number, order: keyof typeof RANKING_ORDERS): Badge =>
  RANKING_ORDERS[order][rank - 1] ?? 'trophy';

/** The badge of a 1-based rank in a ranking. */
export function RankingBadge({
  rank,
  order,
  ...props
}: { rank: number; order: keyof typeof RANKING_ORDERS } & SvgIconProps) {
  const { Icon, color, label } = ICONS[badgeFor(rank, order)];
  return <Icon data-badge={label} aria-label={`#${rank}`} sx={{ color }} {...props} />;
}
