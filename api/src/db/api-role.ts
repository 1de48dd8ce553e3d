import type { Queryable } from './database';

/**
 * The tables whose rows are never changed or deleted once written: the coin ledger's transfers and entries and
 * the staff's audit trail. Their triggers refuse UPDATE, DELETE and TRUNCATE; the API's role also lacks the
 * privileges, and, being neither their owner nor a superuser, can neither drop the triggers nor switch them off
 * (`session_replication_role`).
 */
export const APPEND_ONLY_TABLES = ['ledger_transfers', 'ledger_entries', 'staff_audit'] as const;
/** Rows the API updates (a balance) but never deletes. */
const NEVER_DELETED_TABLES = ['ledger_accounts'] as const;

/** The role name in a connection string (`postgres://fanhub_api:…@host/db` → `fanhub_api`). */
export function roleOf(connectionString: string): string {
  const role = decodeURIComponent(new URL(connectionString).username);
  if (!role) throw new Error('The database URL names no role (postgres://ROLE:password@host/database)');
  return role;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Gives `role` what the API does and nothing more, on every table, sequence and function the owner's
 * migrations made so far: read and write rows, but no TRUNCATE, no UPDATE or DELETE of the append-only tables,
 * no DDL; the job queue's rows (pg-boss's schema) but not its tables, whose queues the owner makes. Run by the
 * schema's owner after each migration (a new table is covered at the next run).
 */
export async function grantApiRole(owner: Queryable, role: string): Promise<void> {
  const to = quoted(role);
  const { rows } = await owner.query<{ super: boolean; owns: boolean }>(
    `SELECT r.rolsuper AS super,
            EXISTS (SELECT 1 FROM pg_tables t WHERE t.schemaname = 'public' AND t.tableowner = r.rolname) AS owns
     FROM pg_roles r WHERE r.rolname = $1`,
    [role],
  );
  const found = rows[0];
  if (!found)
    throw new Error(`The API's database role ${role} does not exist: create it first (docs/operations.md)`);
  if (found.super || found.owns)
    throw new Error(
      `The API's database role ${role} is a superuser or owns the schema: it could bypass the audit trail and the ledger. Give the API a role of its own (docs/operations.md)`,
    );
  await owner.exec(`
    REVOKE CREATE ON SCHEMA public FROM PUBLIC;
    GRANT USAGE ON SCHEMA public TO ${to};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${to};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${to};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${to};
    REVOKE TRUNCATE ON ALL TABLES IN SCHEMA public FROM ${to};
    REVOKE UPDATE, DELETE ON ${APPEND_ONLY_TABLES.join(', ')} FROM ${to};
    REVOKE DELETE ON ${NEVER_DELETED_TABLES.join(', ')} FROM ${to};
    GRANT USAGE ON SCHEMA pgboss TO ${to};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO ${to};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO ${to};
  `);
}
