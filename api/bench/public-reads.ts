import type { RushCatalogue } from '@fanhub/testkit';

/** The public reads of a comeback rush: the home page's lists, each section's details, news, banners, MVPs. */
export function publicReads(catalogue: RushCatalogue): Record<string, string> {
  return {
    'voting categories': '/v1/client/voting/categories',
    'open votings (home)': `/v1/client/voting/${catalogue.categoryId}?status=open`,
    'voting detail': `/v1/client/voting/detail/${catalogue.openVotingId}`,
    'voting project': `/v1/client/voting-project/${catalogue.openProjects[0]}`,
    'campaigns (10 per page)': '/v1/client/campaign?page=1&limit=10',
    'campaign detail': `/v1/client/campaign/${catalogue.campaignId}`,
    'events (10 per page)': '/v1/client/event?page=1&limit=10',
    'event detail': `/v1/client/event/${catalogue.seededEventId}`,
    news: '/v1/client/news',
    banners: '/v1/client/banner/promotional',
    MVPs: '/v1/mvp',
  };
}
