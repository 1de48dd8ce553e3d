/** Anything that runs SQL with parameters: a pg client or pool, or the API's own database. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface RushCatalogue {
  /** Every project of every open voting, the first one being the one a whole rush votes for. */
  openProjects: string[];
  openVotingId: string;
  /**
   * The one project of a voting with rules (a daily and a voting cap per fan, high enough never to refuse a
   * rush), added for the benchmark: a capped vote costs what checking the caps costs. Not in `openProjects`.
   */
  cappedProject: string;
  /**
   * The one project of a voting that takes hearts beside coins (a point each), added for the benchmark: its heart
   * votes are measured against coin votes on one project. Not in `openProjects`.
   */
  heartsProject: string;
  categoryId: string;
  /** The open campaign a rush supports. */
  campaignId: string;
  /** Paid events added for the benchmark, so that every fan can sign up for many. */
  paidEvents: string[];
  eventPrice: number;
  /** A seeded event, for the detail read. */
  seededEventId: string;
}

/**
 * What the rush spends on, read from the catalogue the API seeded, plus `paidEventCount` paid events with no
 * capacity limit (the seed has too few paid events for a rush of sign-ups, each fan signing up once per event).
 */
export async function rushCatalogue(db: Queryable, paidEventCount: number): Promise<RushCatalogue> {
  const eventPrice = 5;
  await db.query(
    `INSERT INTO events (title, image, description, category, event_date, event_time, location, price)
     SELECT 'Bench Fan Meeting ' || n, e.image, e.description, 'Fan Meeting', today_in_jakarta() + 30, '19:00',
            'Jakarta', $2
     FROM (SELECT image, description FROM events LIMIT 1) e, generate_series(1, $1) n`,
    [paidEventCount, eventPrice],
  );
  const projects = await db.query<{ id: string; voting_id: string; category_id: string }>(
    `SELECT p.id, v.id AS voting_id, v.category_id FROM voting_projects p JOIN votings v ON v.id = p.voting_id
     WHERE v.status <> 'completed' AND v.duration_time > now() ORDER BY v.created_at, p.created_at`,
  );
  const campaign = await db.query<{ id: string }>(
    'SELECT id FROM campaigns WHERE target_date > now() ORDER BY created_at LIMIT 1',
  );
  const events = await db.query<{ id: string }>(
    "SELECT id FROM events WHERE title LIKE 'Bench Fan Meeting %' ORDER BY title",
  );
  const seededEvent = await db.query<{ id: string }>(
    "SELECT id FROM events WHERE title NOT LIKE 'Bench Fan Meeting %' ORDER BY created_at LIMIT 1",
  );
  const first = projects.rows[0];
  if (!first || !campaign.rows[0] || !seededEvent.rows[0])
    throw new Error('the seeded catalogue has no open voting campaign or event');
  /** A copy of the first open voting with `rules` (the bench's own columns and values), holding a copy of its first project. */
  const votingWith = async (title: string, rules: Record<string, number>) => {
    const columns = Object.keys(rules);
    const { rows } = await db.query<{ id: string }>(
      `WITH copy AS (
         INSERT INTO votings (category_id, title, image, description, status, duration_time, ${columns.join(', ')})
         SELECT category_id, $3, image, description, status, duration_time, ${columns.map((_, at) => `$${at + 4}`).join(', ')}
         FROM votings WHERE id = $1
         RETURNING id)
       INSERT INTO voting_projects (voting_id, title, image, description, target_votes)
       SELECT copy.id, p.title, p.image, p.description, p.target_votes FROM copy, voting_projects p WHERE p.id = $2
       RETURNING id`,
      [first.voting_id, first.id, title, ...Object.values(rules)],
    );
    return rows[0]!.id;
  };
  return {
    openProjects: projects.rows.map((row) => row.id),
    openVotingId: first.voting_id,
    cappedProject: await votingWith('Bench capped voting', {
      daily_coin_cap: 1_000_000,
      voting_coin_cap: 100_000_000,
    }),
    heartsProject: await votingWith('Bench hearts voting', { heart_weight: 1 }),
    categoryId: first.category_id,
    campaignId: campaign.rows[0].id,
    paidEvents: events.rows.map((row) => row.id),
    eventPrice,
    seededEventId: seededEvent.rows[0].id,
  };
}
