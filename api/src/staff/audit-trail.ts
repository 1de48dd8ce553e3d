import type { AuditEntry } from '@fanhub/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

/** Who did it and from where: the signed-in staff member, or the account a sign-in attempt named. */
export interface Actor {
  staffId: string | null;
  email: string;
  address: string;
}

/** The signed-in staff member of a studio call, and where the request came from. */
export const actorOf = (request: FastifyRequest): Actor => ({
  staffId: request.staff.id,
  email: request.staff.email,
  address: request.ip,
});

export interface AuditedChange {
  action: string;
  recordType: string;
  recordId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit trail, in the transaction of the change it records: the trail and the change
 * commit together or not at all. The table refuses updates and deletes (db/schema.sql).
 */
export async function recordAudit(tx: Queryable, actor: Actor, change: AuditedChange): Promise<void> {
  await tx.query(
    `INSERT INTO staff_audit (staff_id, staff_email, address, action, record_type, record_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      actor.staffId,
      actor.email,
      actor.address,
      change.action,
      change.recordType,
      change.recordId,
      change.before === undefined ? null : JSON.stringify(change.before),
      change.after === undefined ? null : JSON.stringify(change.after),
    ],
  );
}

export interface AuditFilter {
  staffId?: string;
  recordType?: string;
  recordId?: string;
  from?: string;
  to?: string;
}

/** A page of the trail, newest first, narrowed by person, record and time. */
export async function auditPage(db: Queryable, filter: AuditFilter, page: number, limit: number) {
  const where = `($1::uuid IS NULL OR staff_id = $1) AND ($2::text IS NULL OR record_type = $2)
    AND ($3::text IS NULL OR record_id = $3) AND ($4::timestamptz IS NULL OR at >= $4)
    AND ($5::timestamptz IS NULL OR at <= $5)`;
  const params = [
    filter.staffId ?? null,
    filter.recordType ?? null,
    filter.recordId ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const [{ rows }, count] = await Promise.all([
    db.query<AuditEntry>(
      `SELECT id AS "_id", at, staff_id AS "staffId", staff_email AS "staffEmail", address, action,
              record_type AS "recordType", record_id AS "recordId", before, after
       FROM staff_audit WHERE ${where} ORDER BY at DESC, id DESC LIMIT $6 OFFSET $7`,
      [...params, limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(`SELECT COUNT(*)::bigint AS total FROM staff_audit WHERE ${where}`, params),
  ]);
  return { entries: rows, total: count.rows[0]!.total };
}
