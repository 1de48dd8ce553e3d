import type { APIRequestContext } from '@playwright/test';
import { E2E } from './servers';

const data = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  ((await (await request.get(`${E2E.api.url}/v1${path}`)).json()) as { data: T }).data;

/** A project of the seeded 'Koreografi Terbaik 2026' voting, open for votes. */
export async function choreographyProject(request: APIRequestContext, index = 0) {
  const categories = await data<{ _id: string; name: string }[]>(request, '/client/voting/categories');
  const awards = categories.find((c) => c.name.startsWith('Penghargaan'))!;
  const votings = await data<{ _id: string; title: string }[]>(
    request,
    `/client/voting/${awards._id}?limit=10`,
  );
  const choreography = votings.find((v) => v.title.startsWith('Koreografi'))!;
  const voting = await data<{ projects: { _id: string; title: string }[] }>(
    request,
    `/client/voting/detail/${choreography._id}`,
  );
  return voting.projects[index]!;
}

/** A campaign still taking support. */
export async function activeCampaign(request: APIRequestContext) {
  const [campaign] = await data<{ _id: string; title: string }[]>(request, '/client/campaign?status=active');
  return campaign!;
}

export const pricePackage = async (request: APIRequestContext, title: string) =>
  (
    await data<{ _id: string; title: string; coin: number; price: number }[]>(request, '/client/pricing')
  ).find((p) => p.title === title)!;
