import { campaign } from '../../testing/campaigns';
import { campaignView, canSupport, CAMPAIGN_FILTERS, SUPPORT_LABEL } from './campaign-view';

it('shows coins, target date and participants the Indonesian way, and the percent with 2 decimals', () => {
  expect(campaignView(campaign())).toEqual({
    collected: '1.000',
    target: '3.000',
    percent: '33.33%',
    targetDate: '24 Des 2026',
    participants: '1.234',
  });
});

it('keeps a percent above 100 in lists and caps it at 100 on the detail page', () => {
  const overfunded = campaign({ collectedCoins: 3690, targetCoins: 3000 });
  expect(campaignView(overfunded).percent).toBe('123.00%');
  expect(campaignView(overfunded, { capPercent: true }).percent).toBe('100.00%');
});

it('names the Support button by status and closes it for a completed campaign', () => {
  expect(SUPPORT_LABEL).toEqual({
    active: 'Dukung Proyek Ini / Support This Project',
    trending: 'Ikut Kampanye Trending / Join Trending Campaign',
    completed: 'Kampanye Selesai / Campaign Completed',
  });
  expect([canSupport({ status: 'active' }), canSupport({ status: 'trending' })]).toEqual([true, true]);
  expect(canSupport({ status: 'completed' })).toBe(false);
});

it('offers All, Active, Trending and Completed, Completed last', () => {
  expect(CAMPAIGN_FILTERS.map((f) => f.key)).toEqual(['all', 'active', 'trending', 'completed']);
});
