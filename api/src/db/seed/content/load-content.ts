import type { Queryable } from '../../database';
import { mintAccountId } from '../../../ledger/accounts';
import { transfer } from '../../../ledger/transfer';
import { supportCampaign } from '../../../modules/campaign/support-campaign';
import type { SignUpType } from '@fanhub/contract';
import { signUpForEvent } from '../../../modules/event/sign-up';
import type { TicketKeys } from '../../../modules/tickets/signing-keys';
import type { FileStorage } from '../../../modules/file/storage';
import { insertMember } from '../../../modules/member/repository';
import { castVote } from '../../../modules/voting/cast-vote';
import { BANNER, CARD, SQUARE, storeArtwork } from '../artwork';
import { CAMPAIGN_SEED } from './campaigns';
import {
  BANNER_SEED,
  CHEERS,
  FAN_SEED,
  FAN_STARTING_COINS,
  NEWS_SEED,
  NEWS_SITE,
  SEO_SEED,
} from './editorial';
import { EVENT_SEED } from './events';
import { VOTING_SEED } from './voting';

/** The English half of a bilingual title: shorter, and it fits on an image. */
const english = (title: string) => title.split(' / ').pop()!;
const slug = (title: string) =>
  english(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small deterministic generator (mulberry32, 32-bit integer maths), so every fresh database gets the same activity. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

/**
 * Loads the catalogue, in the caller's transaction; given the demo fans' password hash, also the demo fans and
 * their activity (votes, supports, sign-ups).
 */
export async function loadContent(
  tx: Queryable,
  storage: FileStorage,
  fanPasswordHash: string | undefined,
  ticketKeys: TicketKeys,
): Promise<void> {
  const art = (title: string, size: { width: number; height: number }, subtitle?: string) =>
    storeArtwork(storage, { title: english(title), ...size, ...(subtitle ? { subtitle } : {}) });
  const hoursAgo = (hours: number) => `now() - interval '${hours} hours'`;

  const projects: { id: string; votingIndex: number }[] = [];
  const votingsToClose: string[] = [];
  let votingIndex = 0;
  for (const [categoryIndex, category] of VOTING_SEED.entries()) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO voting_categories (name, created_at) VALUES ($1, ${hoursAgo(100 - categoryIndex)}) RETURNING id`,
      [category.category],
    );
    for (const [index, voting] of category.votings.entries()) {
      const closes = index === category.votings.length - 1;
      const image = await art(voting.title, CARD, 'Fans Pick');
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO votings (category_id, title, image, description, status, duration_time, created_at)
         VALUES ($1, $2, $3, $4, $5, now() + interval '${10 + index * 7} days', ${hoursAgo(48 - votingIndex)})
         RETURNING id`,
        [
          rows[0]!.id,
          voting.title,
          image,
          category.description(voting.idol),
          voting.trending ? 'trending' : 'active',
        ],
      );
      if (closes) votingsToClose.push(inserted.rows[0]!.id);
      for (const project of category.projects(voting.idol)) {
        const projectRow = await tx.query<{ id: string }>(
          `INSERT INTO voting_projects (voting_id, title, image, description, target_votes)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [
            inserted.rows[0]!.id,
            project.title,
            await art(project.title, CARD),
            project.description,
            project.targetVotes,
          ],
        );
        projects.push({ id: projectRow.rows[0]!.id, votingIndex });
      }
      votingIndex += 1;
    }
  }

  const campaigns: { id: string; status: string }[] = [];
  for (const [index, campaign] of CAMPAIGN_SEED.entries()) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO campaigns (title, image, description, target_coins, target_date, created_at)
       VALUES ($1, $2, $3, $4, now() + interval '${campaign.days} days', ${hoursAgo(200 - index * 5)}) RETURNING id`,
      [
        campaign.title,
        await art(campaign.title, CARD, 'Fan Funding'),
        campaign.description,
        campaign.targetCoins,
      ],
    );
    campaigns.push({ id: rows[0]!.id, status: campaign.status });
  }

  const events: { id: string; capacity: number | undefined; type: SignUpType }[] = [];
  for (const [index, event] of EVENT_SEED.entries()) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO events (title, image, description, category, event_date, event_time, location, price,
                           partner_sign_up_link, capacity, highlight, created_at)
       VALUES ($1, $2, $3, $4, current_date + ${event.inDays}, $5, $6, $7, $8, $9, $10, ${hoursAgo(150 - index * 6)})
       RETURNING id`,
      [
        event.title,
        await art(event.title, CARD, event.category),
        event.description,
        event.category,
        event.time,
        event.location,
        event.price,
        event.partnerLink ?? null,
        event.capacity ?? null,
        event.highlight ?? 'upcoming',
      ],
    );
    const type = event.partnerLink ? 'partner' : event.price > 0 ? 'paid' : 'free';
    events.push({ id: rows[0]!.id, capacity: event.capacity, type });
  }

  for (const news of NEWS_SEED) {
    await tx.query(
      `INSERT INTO news (title, image, url, author, published_at) VALUES ($1, $2, $3, $4, ${hoursAgo(news.daysAgo * 24)})`,
      [
        news.title,
        await art(news.title, CARD, 'News'),
        `${NEWS_SITE}/berita/${slug(news.title)}`,
        news.author,
      ],
    );
  }
  for (const [index, banner] of BANNER_SEED.entries()) {
    await tx.query('INSERT INTO banners (type, title, image, link, sort_order) VALUES ($1, $2, $3, $4, $5)', [
      banner.type,
      banner.title,
      await art(banner.title, BANNER, 'fanhub'),
      banner.link,
      index,
    ]);
  }
  const shareImage = await art(SEO_SEED.ogTitle, { width: 1200, height: 630 }, 'fanhub');
  await tx.query(
    `INSERT INTO seo_meta (meta_title, meta_description, keywords, og_title, og_description, og_image,
                           twitter_title, twitter_description, twitter_image)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6)`,
    [
      SEO_SEED.metaTitle,
      SEO_SEED.metaDescription,
      SEO_SEED.keywords,
      SEO_SEED.ogTitle,
      SEO_SEED.ogDescription,
      shareImage,
      SEO_SEED.twitterTitle,
      SEO_SEED.twitterDescription,
    ],
  );

  if (fanPasswordHash) {
    await playActivity(
      tx,
      await loadFans(tx, storage, fanPasswordHash),
      projects,
      campaigns,
      events,
      ticketKeys,
    );
  }

  // Ended after fans took part, so completed votings and campaigns have supporters to show.
  await tx.query("UPDATE votings SET duration_time = now() - interval '3 days' WHERE id = ANY($1::uuid[])", [
    votingsToClose,
  ]);
  const ended = EVENT_SEED.flatMap((event, index) =>
    event.endedDaysAgo ? [{ id: events[index]!.id, daysAgo: event.endedDaysAgo }] : [],
  );
  for (const event of ended) {
    await tx.query('UPDATE events SET event_date = current_date - $2::int WHERE id = $1', [
      event.id,
      event.daysAgo,
    ]);
  }
  const completed = campaigns.filter((c) => c.status === 'completed').map((c) => c.id);
  await tx.query(
    `UPDATE campaigns SET target_date = now() - interval '5 days', created_at = created_at - interval '40 days'
     WHERE id = ANY($1::uuid[])`,
    [completed],
  );
}

async function loadFans(tx: Queryable, storage: FileStorage, passwordHash: string): Promise<string[]> {
  const mint = await mintAccountId(tx);
  const ids: string[] = [];
  for (const fan of FAN_SEED) {
    const initials = fan.fullName
      .split(' ')
      .map((word) => word[0])
      .join('');
    const avatar = await storeArtwork(storage, { title: initials, ...SQUARE });
    const id = await insertMember(tx, { ...fan, passwordHash, avatar, birthDate: '2000-08-17' });
    const { rows } = await tx.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'member' AND owner_id = $1",
      [id],
    );
    await transfer(tx, {
      fromAccountId: mint,
      toAccountId: rows[0]!.id,
      amount: FAN_STARTING_COINS,
      reason: 'welcome_grant',
      reference: 'seed',
      idempotencyKey: `seed:fan:${fan.email}`,
    });
    ids.push(id);
  }
  return ids;
}

async function playActivity(
  tx: Queryable,
  fans: string[],
  projects: { id: string; votingIndex: number }[],
  campaigns: { id: string; status: string }[],
  events: { id: string; capacity: number | undefined; type: SignUpType }[],
  ticketKeys: TicketKeys,
): Promise<void> {
  const pick = sequence(20_261_121);
  const amounts = [10, 15, 20, 25, 50, 100];
  const votings = new Set(projects.map((p) => p.votingIndex));
  for (const voting of votings) {
    const choices = projects.filter((p) => p.votingIndex === voting);
    for (const memberId of fans) {
      if (pick(2) === 0) continue;
      await castVote(tx, {
        memberId,
        projectId: choices[pick(choices.length)]!.id,
        coins: amounts[pick(amounts.length)]!,
        message: CHEERS[pick(CHEERS.length)],
      });
    }
  }

  const supporters = { trending: 4, completed: 3, active: 1 } as Record<string, number>;
  for (const [index, campaign] of campaigns.entries()) {
    const count = (supporters[campaign.status] ?? 1) + (index % 2);
    for (let n = 0; n < count; n += 1) {
      await supportCampaign(tx, {
        memberId: fans[(index + n) % fans.length]!,
        campaignId: campaign.id,
        coins: [50, 100, 150, 200][pick(4)]!,
        message: CHEERS[pick(CHEERS.length)],
      });
    }
  }

  for (const [index, event] of events.entries()) {
    const count =
      event.capacity !== undefined && event.capacity <= fans.length ? event.capacity : 1 + (index % 3);
    for (let n = 0; n < count; n += 1) {
      await signUpForEvent({ tx }, ticketKeys, {
        memberId: fans[(index + n) % fans.length]!,
        eventId: event.id,
        type: event.type,
      });
    }
  }
}
