import type { Staff, StaffRole } from '@fanhub/contract';
import type { Queryable } from '../db/database';

/** A staff account as the studio shows it (never its password hash or authenticator secret). */
const STAFF_COLUMNS = `id AS "_id", email, full_name AS "fullName", role, totp_enrolled_at IS NOT NULL AS "secondFactor",
  disabled_at IS NOT NULL AS disabled, locked_until AS "lockedUntil", created_at AS "createdAt"`;

/** What signing in needs to know about an account. */
export interface StaffCredentials {
  id: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
  sealedTotpSecret: string | null;
  enrolled: boolean;
  totpLastStep: number;
  tokenVersion: number;
  failedSignIns: number;
  lockedUntil: string | null;
  disabled: boolean;
}

const CREDENTIAL_COLUMNS = `id, email, role, password_hash AS "passwordHash", totp_secret AS "sealedTotpSecret",
  totp_enrolled_at IS NOT NULL AS enrolled, totp_last_step AS "totpLastStep", token_version AS "tokenVersion",
  failed_sign_ins AS "failedSignIns", locked_until AS "lockedUntil", disabled_at IS NOT NULL AS disabled`;

export async function findStaff(db: Queryable, id: string): Promise<Staff | undefined> {
  const { rows } = await db.query<Staff>(`SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1`, [id]);
  return rows[0];
}

export async function listStaff(db: Queryable, page: number, limit: number) {
  const [{ rows }, count] = await Promise.all([
    db.query<Staff>(`SELECT ${STAFF_COLUMNS} FROM staff ORDER BY created_at, id LIMIT $1 OFFSET $2`, [
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ total: number }>('SELECT COUNT(*)::bigint AS total FROM staff'),
  ]);
  return { staff: rows, total: count.rows[0]!.total };
}

/** The account with `email`, for the password step of signing in. */
export async function credentialsByEmail(
  db: Queryable,
  email: string,
): Promise<StaffCredentials | undefined> {
  const { rows } = await db.query<StaffCredentials>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM staff WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0];
}

/** The account, locked for the rest of the transaction: its second factor and counters are about to change. */
export async function lockedCredentials(tx: Queryable, id: string): Promise<StaffCredentials | undefined> {
  const { rows } = await tx.query<StaffCredentials>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM staff WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/**
 * Counts a failed password or code; the attempt that reaches the limit locks the account, and the count starts
 * again once a lock has run out. Answers whether the account is now locked.
 */
export async function countFailedSignIn(
  db: Queryable,
  id: string,
  limit: { attempts: number; lockMinutes: number },
): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `UPDATE staff SET
       failed_sign_ins = CASE WHEN locked_until <= now() THEN 1 ELSE failed_sign_ins + 1 END,
       locked_until = CASE
         WHEN (CASE WHEN locked_until <= now() THEN 1 ELSE failed_sign_ins + 1 END) >= $2
           THEN now() + make_interval(mins => $3)
         WHEN locked_until <= now() THEN NULL
         ELSE locked_until END
     WHERE id = $1 RETURNING coalesce(locked_until > now(), false) AS locked`,
    [id, limit.attempts, limit.lockMinutes],
  );
  return rows[0]?.locked ?? false;
}

/** What each request of a signed-in staff member is checked against: read fresh, so a change holds at once. */
export async function sessionState(db: Queryable, id: string) {
  const { rows } = await db.query<{
    email: string;
    role: StaffRole;
    tokenVersion: number;
    disabled: boolean;
  }>(
    `SELECT email, role, token_version AS "tokenVersion", disabled_at IS NOT NULL AS disabled FROM staff WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function insertStaff(
  tx: Queryable,
  account: { email: string; fullName: string; role: StaffRole; passwordHash: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO staff (email, full_name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
    [account.email.trim(), account.fullName.trim(), account.role, account.passwordHash],
  );
  return rows[0]!.id;
}
