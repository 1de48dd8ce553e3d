import type { CampaignCard, CampaignStatus } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

export type CampaignFilter = 'all' | CampaignStatus;

/** docs/product.md section 7: 10 a page on /fanfunding, 4 elsewhere; newest first. */
export const CAMPAIGNS_PER_PAGE = 10;
export const CAMPAIGNS_ON_HOME = 4;

export async function getCampaigns(
  page: number,
  status: CampaignFilter,
  limit = CAMPAIGNS_PER_PAGE,
): Promise<Page<CampaignCard>> {
  const answer = await api.get('/client/campaign', {
    query: { page, limit, sortBy: 'createdAt', sortOrder: 'desc', status },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}
