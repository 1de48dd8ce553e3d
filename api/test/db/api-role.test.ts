import { serverQuery } from '@fanhub/testkit';
import { APPEND_ONLY_TABLES, grantApiRole, roleOf } from '../../src/db/api-role';
import { openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { localDiskStorage } from '../../src/modules/file/storage';
import { recordAudit } from '../../src/staff/audit-trail';
import { runId, TEST_DATABASE_PREFIX } from '../helpers/migrated-templates';
import { scratchFolder } from '../helpers/scratch';
import {
  connectionStringOf,
  createTestDatabase,
  TEST_DATABASE,
  TEST_TIMEOUTS,
} from '../helpers/test-database';

// Roles and their privileges are the server's: PGlite has one user, who owns everything.
const onServer = TEST_DATABASE === 'postgres' ? describe : describe.skip;

const INSUFFICIENT_PRIVILEGE = '42501';
const API_ROLE = `${TEST_DATABASE_PREFIX}${runId()}_api`;
const uploadFolder = scratchFolder('role-uploads');

onServer("the API's database role", () => {
  let owner: { db: Database; dispose(): Promise<void> };
  let api: Database;
  let apiUrl: string;

  beforeAll(async () => {
    owner = await createTestDatabase(2);
    await serverQuery(`DROP ROLE IF EXISTS ${API_ROLE}`);
    await serverQuery(`CREATE ROLE ${API_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await grantApiRole(owner.db, API_ROLE);
    const url = new URL(await connectionStringOf(owner.db));
    url.username = API_ROLE;
    apiUrl = url.toString();
    api = await openPostgres(apiUrl, { poolSize: 2, ...TEST_TIMEOUTS });
    // What the API does, as that role: the whole seed (fans, coins through the ledger, staff) and an audit line.
    const uploads = localDiskStorage(uploadFolder);
    expect(
      await seedIfEmpty(api, uploads, {
        seedDemoAccounts: true,
        passwordScryptN: 1024,
        ticketSigningKeys: [],
      }),
    ).toBe(true);
    await recordAudit(
      api,
      { staffId: null, email: 'api-role.test', address: '127.0.0.1' },
      {
        action: 'update',
        recordType: 'test',
        recordId: 'role',
        before: { a: 1 },
        after: { a: 2 },
      },
    );
  });

  afterAll(async () => {
    await api?.close();
    await owner?.dispose();
    await serverQuery(`DROP ROLE IF EXISTS ${API_ROLE}`);
  });

  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(
        APPEND_ONLY_TABLES.map(async (table) => {
          const { rows } = await owner.db.query<{ n: number }>(`SELECT COUNT(*)::bigint AS n FROM ${table}`);
          return [table, rows[0]!.n] as const;
        }),
      ),
    );

  it('writes what the API writes: the seed moved coins through the ledger and the audit took a line', async () => {
    const counts = await rowCounts();
    for (const table of APPEND_ONLY_TABLES) expect(counts[table]).toBeGreaterThan(0);
    expect(await findLedgerViolations(api)).toEqual([]);
  });

  const refused = (sql: string) =>
    expect(api.transaction((tx) => tx.exec(sql))).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE });

  it.each(APPEND_ONLY_TABLES)('cannot change, delete, truncate or unguard %s in any way', async (table) => {
    const before = await rowCounts();
    await refused(`SET LOCAL session_replication_role = replica; DELETE FROM ${table}`);
    await refused(`DELETE FROM ${table}`);
    await refused(`UPDATE ${table} SET ${table === 'staff_audit' ? 'action = action' : 'id = id'}`);
    await refused(`TRUNCATE ${table}`);
    await refused(`ALTER TABLE ${table} DISABLE TRIGGER ALL`);
    await refused(`ALTER TABLE ${table} OWNER TO ${API_ROLE}`);
    await refused(`DROP TABLE ${table}`);
    expect(await rowCounts()).toEqual(before);
  });

  it('cannot replace the functions the triggers run, nor drop them', async () => {
    await refused(
      'CREATE OR REPLACE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$',
    );
    await refused('DROP TRIGGER staff_audit_append_only ON staff_audit');
    await refused('DROP FUNCTION ledger_refuse_change() CASCADE');
  });

  it('cannot delete a ledger account or change the schema', async () => {
    await refused('DELETE FROM ledger_accounts');
    await refused('CREATE TABLE shadow_audit (id int)');
  });

  it('starts on an up-to-date schema, and says who must migrate when one is pending', async () => {
    expect(await migrate(api)).toEqual([]);
    const { rows } = await owner.db.query<{ version: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
    );
    try {
      await expect(migrate(api)).rejects.toThrow(/migrate-cli/);
    } finally {
      await owner.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [rows[0]!.version]);
    }
  });

  it('is refused as a superuser or as the owner of the schema', async () => {
    const ownerRole = roleOf(await connectionStringOf(owner.db));
    await expect(grantApiRole(owner.db, ownerRole)).rejects.toThrow(/bypass the audit trail/);
    expect(roleOf(apiUrl)).toBe(API_ROLE);
  });
});
