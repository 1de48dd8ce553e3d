import type { Database, Queryable } from '../db/database';
import { errors } from '../http/app-error';
import { recordAudit, type Actor } from '../staff/audit-trail';

/** A record the studio changes: what the audit trail calls it, and how the studio shows it. */
export interface AuditedRecord<T> {
  recordType: string;
  what: { id: string; en: string };
  view: (db: Queryable, id: string) => Promise<T | undefined>;
}

/**
 * Runs `change` on a record in one transaction with its audit line: the record as the studio shows it before
 * and after (null after a deletion). A record that is not there is a 404 and nothing is written.
 */
export async function auditedChange<T>(
  db: Database,
  actor: Actor,
  record: AuditedRecord<T>,
  id: string,
  action: string,
  change: (tx: Queryable, before: T) => Promise<void>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const before = await record.view(tx, id);
    if (!before) throw errors.notFound(record.what);
    await change(tx, before);
    const after = action === 'delete' ? undefined : await record.view(tx, id);
    await recordAudit(tx, actor, { action, recordType: record.recordType, recordId: id, before, after });
    return after;
  });
}

/** Inserts a record (`insert` answers its id) in one transaction with its audit line; answers it as the studio shows it. */
export async function auditedCreate<T>(
  db: Database,
  actor: Actor,
  record: AuditedRecord<T>,
  insert: (tx: Queryable) => Promise<string>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    const created = (await record.view(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'create',
      recordType: record.recordType,
      recordId: id,
      after: created,
    });
    return created;
  });
}

/**
 * Sets the columns of the fields a partial change holds (`columns`: field to column, both the code's own, never
 * the request's) on the row `id` of `table`.
 */
export async function updateColumns(
  tx: Queryable,
  table: string,
  id: string,
  changes: Record<string, unknown>,
  columns: Record<string, string>,
): Promise<void> {
  const set = Object.entries(columns).filter(([field]) => changes[field] !== undefined);
  if (set.length === 0) return;
  await tx.query(
    `UPDATE ${table} SET ${set.map(([, column], at) => `${column} = $${at + 2}`).join(', ')} WHERE id = $1`,
    [id, ...set.map(([field]) => changes[field])],
  );
}
