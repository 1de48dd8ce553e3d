import type { CampaignCard, CampaignStatus } from '@fanhub/contract';
import { formatDate, formatNumber, progressPercent, t, type FilterItem } from '@fanhub/shared-ui';

/** The filter chips, Completed last (docs/product.md section 2). */
export const CAMPAIGN_FILTERS: FilterItem[] = [
  { key: 'all', labelId: 'Semua', labelEn: 'All' },
  { key: 'active', labelId: 'Aktif', labelEn: 'Active' },
  { key: 'trending', labelId: 'Trending', labelEn: 'Trending' },
  { key: 'completed', labelId: 'Selesai', labelEn: 'Completed' },
];

/** The detail page's heading, by status. */
export const STATUS_HEADING: Record<CampaignStatus, string> = {
  active: t('Kampanye Aktif', 'Active Campaign'),
  trending: t('Kampanye Trending', 'Trending Campaign'),
  completed: t('Kampanye Selesai', 'Campaign Completed'),
};

/** What the Support button says, by status (docs/product.md section 2); completed disables it. */
export const SUPPORT_LABEL: Record<CampaignStatus, string> = {
  active: t('Dukung Proyek Ini', 'Support This Project'),
  trending: t('Ikut Kampanye Trending', 'Join Trending Campaign'),
  completed: t('Kampanye Selesai', 'Campaign Completed'),
};

export interface CampaignView {
  collected: string;
  target: string;
  /** Collected / target x 100 with 2 decimals; lists show it as it is, the detail page caps it at 100. */
  percent: string;
  targetDate: string;
  participants: string;
}

export function campaignView(campaign: CampaignCard, { capPercent = false } = {}): CampaignView {
  return {
    collected: formatNumber(campaign.collectedCoins),
    target: formatNumber(campaign.targetCoins),
    percent: `${progressPercent(campaign.collectedCoins, campaign.targetCoins, { cap: capPercent }).toFixed(2)}%`,
    targetDate: formatDate(campaign.targetDate),
    participants: formatNumber(campaign.participants),
  };
}

export const canSupport = (campaign: Pick<CampaignCard, 'status'>): boolean =>
  campaign.status !== 'completed';
