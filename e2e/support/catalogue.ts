import type { APIRequestContext } from '@playwright/test';
import { DRAWN_ROUTES } from '@fanhub/site';
import { E2E } from './servers';

const data = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  ((await (await request.get(`${E2E.api.url}/v1${path}`)).json()) as { data: T }).data;

/**
 * The seeded Fan Awards votings open for votes. Specs run side by side, so one that counts a project's votes takes
 * a voting no other spec votes in: 'Rookie' is the tallies spec's, 'Vokalis' the fair-play spec's, 'Koreografi'
 * everyone else's.
 */
export type Award = 'Koreografi' | 'Rookie' | 'Vokalis';

/** The seeded '<award> Terbaik 2026' voting. */
export async function awardVoting(request: APIRequestContext, award: Award) {
  const categories = await data<{ _id: string; name: string }[]>(request, '/client/voting/categories');
  const awards = categories.find((c) => c.name.startsWith('Penghargaan'))!;
  const votings = await data<{ _id: string; title: string; image: string }[]>(
    request,
    `/client/voting/${awards._id}?limit=10`,
  );
  return votings.find((v) => v.title.startsWith(award))!;
}

/** A project of the '<award> Terbaik 2026' voting. */
export async function awardProject(request: APIRequestContext, award: Award, index = 0) {
  const voting = await data<{ projects: { _id: string; title: string }[] }>(
    request,
    `/client/voting/detail/${(await awardVoting(request, award))._id}`,
  );
  return voting.projects[index]!;
}

/**
 * A project of the seeded voting that takes hearts beside coins, 'Proyek Ulang Tahun Haneul'
 * (api/src/db/seed/content/hearts.ts): the hearts spec's, where no other spec votes.
 */
export async function heartsProject(request: APIRequestContext) {
  const categories = await data<{ _id: string; name: string }[]>(request, '/client/voting/categories');
  const birthdays = categories.find((c) => c.name.startsWith('Ulang Tahun Idol'))!;
  const votings = await data<{ _id: string; title: string }[]>(
    request,
    `/client/voting/${birthdays._id}?limit=10`,
  );
  const voting = votings.find((v) => v.title.startsWith('Proyek Ulang Tahun Haneul'))!;
  const detail = await data<{ projects: { _id: string; title: string }[] }>(
    request,
    `/client/voting/detail/${voting._id}`,
  );
  return detail.projects[0]!;
}

/** A campaign still taking support. */
export async function activeCampaign(request: APIRequestContext) {
  const [campaign] = await data<{ _id: string; title: string }[]>(request, '/client/campaign?status=active');
  return campaign!;
}

/**
 * The seeded campaign whose title starts with `title`. A spec whose support must not move what another spec counts
 * supports 'Billboard Anniversary 5 Tahun NOVA': the oldest campaign (never among the home page's newest four nor
 * the newest active one the Fan Funding specs support), trending already (a third recent supporter turns an
 * active campaign trending, which would change the Fan Funding list's counts under its feet).
 */
export async function campaignTitled(request: APIRequestContext, title: string) {
  const campaigns = await data<{ _id: string; title: string }[]>(
    request,
    '/client/campaign?status=all&limit=100',
  );
  return campaigns.find((campaign) => campaign.title.startsWith(title))!;
}

export const pricePackage = async (request: APIRequestContext, title: string) =>
  (
    await data<{ _id: string; title: string; coin: number; price: number }[]>(request, '/client/pricing')
  ).find((p) => p.title === title)!;

export interface EventCard {
  _id: string;
  title: string;
  price: number;
  signUpType: 'free' | 'paid' | 'partner';
  status: string;
  ended: boolean;
  capacity: number | null;
  participantsCount: number;
  partnerSignUpLink: string | null;
  category: string;
}

export const allEvents = (request: APIRequestContext) =>
  data<EventCard[]>(request, '/client/event?limit=100');

/**
 * The events of `type` that still take sign-ups, with seats to spare, in the API's order. Specs that sign fans up
 * each take their own place in it (events, accessibility: the first; tickets: the second; door: the third;
 * installable: the fourth), so no spec counts another's sign-ups.
 */
export const openEvents = async (request: APIRequestContext, type: EventCard['signUpType']) =>
  (await allEvents(request)).filter(
    (e) =>
      e.signUpType === type &&
      !e.ended &&
      e.status !== 'sold-out' &&
      (e.capacity === null || e.capacity - e.participantsCount > 5),
  );

/** The first event of `type` that still takes sign-ups, with seats to spare. */
export const openEvent = async (request: APIRequestContext, type: EventCard['signUpType']) =>
  (await openEvents(request, type))[0]!;

/** The ids of the seeded pages `auditedRoute` puts into a route's parameters, each read as it is needed. */
const SEEDED_IDS: Record<string, (request: APIRequestContext) => Promise<string>> = {
  votingId: async (request) => (await awardVoting(request, 'Koreografi'))._id,
  projectId: async (request) => (await awardProject(request, 'Koreografi'))._id,
  campaignId: async (request) => (await activeCampaign(request))._id,
  eventId: async (request) => (await openEvent(request, 'paid'))._id,
};

/** `route` (a pattern such as `/fanspick/:votingId`) at a seeded page's address. */
export async function auditedRoute(request: APIRequestContext, route: string): Promise<string> {
  let address = route;
  for (const [, name] of route.matchAll(/:(\w+)/g))
    address = address.replace(`:${name}`, await SEEDED_IDS[name!]!(request));
  return address;
}

/**
 * The routes audited for accessibility and measured by Lighthouse, with their first screen drawn on the server:
 * each fan route of @fanhub/site's DRAWN_ROUTES, a detail page with a seeded id.
 */
export const auditedRoutes = (request: APIRequestContext): Promise<string[]> =>
  Promise.all(DRAWN_ROUTES.map((route) => auditedRoute(request, route)));
