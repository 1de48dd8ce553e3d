import { bilingual, FAIR_PLAY_SIGNALS, type FlaggedCluster, type SignalKind } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

const {
  NEW_ACCOUNT_DAYS,
  CLUSTER_SIZE,
  CLUSTER_MINUTES,
  INSTRUMENT_ACCOUNTS,
  REGULAR_SPENDS,
  REGULAR_VARIATION,
} = FAIR_PLAY_SIGNALS;

/**
 * Every vote the signals read: with coins (not voided) and with hearts (a farm of free accounts votes with hearts
 * first), each with its fan, project and time.
 */
const VOTES = `(SELECT member_id, project_id, created_at FROM votes WHERE voiding_id IS NULL
  UNION ALL SELECT member_id, project_id, created_at FROM heart_votes)`;

/** A group a query found: what it groups by, on which project (if any), when, and whose accounts. */
interface Group {
  key: string;
  projectId: string | null;
  fromAt: string;
  toAt: string;
  memberIds: string[];
}

/**
 * New accounts sharing `column` (the registration's address or device) that voted for one project within
 * CLUSTER_MINUTES: for each vote, the accounts of that key voting for that project in the minutes after it; the
 * largest such window of each key and project, when it holds CLUSTER_SIZE accounts or more.
 */
const sharedOrigin = (column: 'host(m.registered_from)' | 'm.registration_device') => `
  WITH new_votes AS (
    SELECT vo.member_id, vo.project_id, vo.created_at, ${column} AS key
    FROM ${VOTES} vo JOIN members m ON m.id = vo.member_id
    WHERE vo.created_at > now() - make_interval(days => $1)
      AND ${column} IS NOT NULL AND vo.created_at < m.created_at + make_interval(days => ${NEW_ACCOUNT_DAYS})
  ), windows AS (
    SELECT a.key, a.project_id, a.created_at AS from_at, MAX(b.created_at) AS to_at,
           array_agg(DISTINCT b.member_id) AS members
    FROM new_votes a JOIN new_votes b ON b.key = a.key AND b.project_id = a.project_id
      AND b.created_at BETWEEN a.created_at AND a.created_at + make_interval(mins => ${CLUSTER_MINUTES})
    GROUP BY a.key, a.project_id, a.created_at
  )
  SELECT DISTINCT ON (key, project_id) key, project_id AS "projectId", from_at AS "fromAt", to_at AS "toAt",
         members::text[] AS "memberIds"
  FROM windows WHERE cardinality(members) >= ${CLUSTER_SIZE}
  ORDER BY key, project_id, cardinality(members) DESC, from_at`;

/** One card (the provider's masked number) paying for the coins of INSTRUMENT_ACCOUNTS accounts or more. */
const SHARED_INSTRUMENT = `
  WITH paid AS (
    SELECT DISTINCT ON (o.id) o.member_id, o.paid_at,
           COALESCE(e.payload->>'payment_type', 'card') || ' ' || (e.payload->>'masked_card') AS key
    FROM payment_orders o JOIN payment_order_events e ON e.order_id = o.id
    WHERE o.paid_at > now() - make_interval(days => $1) AND e.payload ? 'masked_card'
    ORDER BY o.id, e.id DESC
  )
  SELECT key, NULL::uuid AS "projectId", MIN(paid_at) AS "fromAt", MAX(paid_at) AS "toAt",
         array_agg(DISTINCT member_id)::text[] AS "memberIds"
  FROM paid GROUP BY key HAVING COUNT(DISTINCT member_id) >= ${INSTRUMENT_ACCOUNTS}`;

/** An account voting for one project REGULAR_SPENDS times or more, at intervals a person does not keep. */
const REGULAR_INTERVALS = `
  WITH gaps AS (
    SELECT vo.member_id, vo.project_id, vo.created_at,
           EXTRACT(EPOCH FROM vo.created_at - lag(vo.created_at)
             OVER (PARTITION BY vo.member_id, vo.project_id ORDER BY vo.created_at)) AS gap
    FROM ${VOTES} vo WHERE vo.created_at > now() - make_interval(days => $1)
  )
  SELECT member_id::text AS key, project_id AS "projectId", MIN(created_at) AS "fromAt", MAX(created_at) AS "toAt",
         ARRAY[member_id::text] AS "memberIds"
  FROM gaps GROUP BY member_id, project_id
  HAVING COUNT(gap) >= ${REGULAR_SPENDS - 1} AND AVG(gap) > 0
     AND STDDEV_POP(gap) / AVG(gap) < ${REGULAR_VARIATION}`;

const EVIDENCE: Record<SignalKind, (group: Group) => string> = {
  'shared-address': (group) =>
    bilingual(
      `${group.memberIds.length} akun baru dari alamat ${group.key} memberi vote ke proyek yang sama dalam ${CLUSTER_MINUTES} menit`,
      `${group.memberIds.length} new accounts from address ${group.key} voted for the same project within ${CLUSTER_MINUTES} minutes`,
    ),
  'shared-device': (group) =>
    bilingual(
      `${group.memberIds.length} akun baru dari satu perangkat memberi vote ke proyek yang sama dalam ${CLUSTER_MINUTES} menit`,
      `${group.memberIds.length} new accounts from one device voted for the same project within ${CLUSTER_MINUTES} minutes`,
    ),
  'shared-instrument': (group) =>
    bilingual(
      `Satu alat bayar (${group.key}) membeli Koin untuk ${group.memberIds.length} akun`,
      `One payment instrument (${group.key}) bought coins for ${group.memberIds.length} accounts`,
    ),
  'regular-intervals': () =>
    bilingual(
      `${REGULAR_SPENDS} vote atau lebih ke satu proyek dengan jeda yang nyaris sama: pola mesin`,
      `${REGULAR_SPENDS} or more votes for one project at almost equal intervals: a machine's pattern`,
    ),
};

const QUERIES: Record<SignalKind, string> = {
  'shared-address': sharedOrigin('host(m.registered_from)'),
  'shared-device': sharedOrigin('m.registration_device'),
  'shared-instrument': SHARED_INSTRUMENT,
  'regular-intervals': REGULAR_INTERVALS,
};

/** Every group the signals flag over the last `days`, biggest first, with each account and what it spent. */
export async function flaggedClusters(db: Queryable, days: number): Promise<FlaggedCluster[]> {
  const clusters: FlaggedCluster[] = [];
  for (const kind of Object.keys(QUERIES) as SignalKind[]) {
    const { rows } = await db.query<Group>(QUERIES[kind], [days]);
    for (const group of rows) clusters.push(await describe(db, kind, group, days));
  }
  return clusters.sort((a, b) => b.accounts.length - a.accounts.length || b.coins - a.coins);
}

async function describe(
  db: Queryable,
  kind: SignalKind,
  group: Group,
  days: number,
): Promise<FlaggedCluster> {
  const { rows: accounts } = await db.query<FlaggedCluster['accounts'][number]>(
    `SELECT m.id AS "_id", m.full_name AS "fullName", m.email, m.created_at AS "createdAt",
            m.suspended_at IS NOT NULL AS suspended, COALESCE(a.balance, 0)::bigint AS coins,
            COALESCE((SELECT SUM(t.amount) FROM votes vo JOIN ledger_transfers t ON t.id = vo.transfer_id
                      WHERE vo.member_id = m.id AND vo.voiding_id IS NULL
                        AND vo.created_at > now() - make_interval(days => $3)
                        AND ($2::uuid IS NULL OR vo.project_id = $2)), 0)::bigint AS "coinsSpent"
     FROM members m LEFT JOIN ledger_account_totals a ON a.kind = 'member' AND a.owner_id = m.id::text
     WHERE m.id = ANY($1::uuid[]) ORDER BY m.created_at, m.id`,
    [group.memberIds, group.projectId, days],
  );
  const { rows: places } = await db.query<{
    project: FlaggedCluster['project'];
    voting: FlaggedCluster['voting'];
  }>(
    `SELECT json_build_object('_id', p.id, 'title', p.title) AS project,
            json_build_object('_id', v.id, 'title', v.title) AS voting
     FROM voting_projects p JOIN votings v ON v.id = p.voting_id WHERE p.id = $1`,
    [group.projectId],
  );
  return {
    _id: `${kind}:${group.key}:${group.projectId ?? '-'}`,
    kind,
    evidence: EVIDENCE[kind](group),
    key: group.key,
    project: places[0]?.project ?? null,
    voting: places[0]?.voting ?? null,
    from: group.fromAt,
    to: group.toAt,
    coins: accounts.reduce((sum, account) => sum + Number(account.coinsSpent), 0),
    accounts,
  };
}
