import type { Member, MemberUpdate, Registration } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { ensureAccount } from '../../ledger/accounts';

/** A new member as stored: the registration's fields, with the password as its hash. */
export type NewMember = Omit<Registration, 'password' | 'confirmPassword' | 'altcha'> & {
  passwordHash: string;
};

export type MemberChanges = Omit<MemberUpdate, 'coins' | 'currentPassword'>;

const SELECT_MEMBER = `
  SELECT m.id AS "_id", m.full_name AS "fullName", m.email, m.avatar,
         to_char(m.birth_date, 'YYYY-MM-DD') AS "birthDate", m.gender, m.phone,
         m.referal_code AS "referalCode", COALESCE(a.balance, 0)::bigint AS coins,
         heart_available(m.id, now()) AS hearts,
         m.email_confirmed_at IS NOT NULL AS "emailConfirmed"
  FROM members m
  LEFT JOIN ledger_accounts a ON a.kind = 'member' AND a.owner_id = m.id::text`;

export async function findMemberById(db: Queryable, id: string): Promise<Member | undefined> {
  const { rows } = await db.query<Member>(`${SELECT_MEMBER} WHERE m.id = $1`, [id]);
  return rows[0];
}

export interface Credentials {
  id: string;
  email: string;
  passwordHash: string;
  phone: string;
  tokenVersion: number;
  /** Suspended by a moderator: no sign-in. */
  suspended: boolean;
}

const SELECT_CREDENTIALS = `SELECT id, email, password_hash AS "passwordHash", phone, token_version AS "tokenVersion",
  suspended_at IS NOT NULL AS suspended FROM members`;

export async function findCredentialsByEmail(db: Queryable, email: string): Promise<Credentials | undefined> {
  const { rows } = await db.query<Credentials>(`${SELECT_CREDENTIALS} WHERE lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0];
}

export async function findCredentialsById(db: Queryable, id: string): Promise<Credentials | undefined> {
  return (await db.query<Credentials>(`${SELECT_CREDENTIALS} WHERE id = $1`, [id])).rows[0];
}

export async function emailTaken(db: Queryable, email: string, exceptMemberId?: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE lower(email) = lower($1) AND id::text <> $2', [
    email,
    exceptMemberId ?? '',
  ]);
  return rows.length > 0;
}

/**
 * Inserts the member and opens their coin account, in the caller's transaction. A registration gives where it
 * came from, and its email is unconfirmed until the fan types the mailed code, unless a sign-in provider said it
 * is verified (ADR-294); members made another way (the seed) are confirmed.
 */
export async function insertMember(
  tx: Queryable,
  member: NewMember,
  registration?: { address: string; device: string | undefined; emailVerifiedByProvider?: boolean },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO members (full_name, email, password_hash, avatar, birth_date, gender, phone, referal_code,
                          registered_from, registration_device, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11 THEN NULL ELSE now() END) RETURNING id`,
    [
      member.fullName,
      member.email,
      member.passwordHash,
      member.avatar ?? null,
      member.birthDate,
      member.gender ?? 'Wanita',
      member.phone,
      member.referalCode ?? null,
      registration?.address ?? null,
      registration?.device ?? null,
      registration !== undefined && !registration.emailVerifiedByProvider,
    ],
  );
  const id = rows[0]!.id;
  await ensureAccount(tx, 'member', id);
  return id;
}

const COLUMNS: Record<keyof MemberChanges, string> = {
  fullName: 'full_name',
  email: 'email',
  avatar: 'avatar',
  birthDate: 'birth_date',
  gender: 'gender',
  phone: 'phone',
  referalCode: 'referal_code',
};

export async function updateMember(db: Queryable, id: string, changes: MemberChanges): Promise<void> {
  const fields = (Object.keys(COLUMNS) as (keyof MemberChanges)[]).filter(
    (key) => changes[key] !== undefined,
  );
  if (fields.length === 0) return;
  const assignments = fields.map((key, index) => `${COLUMNS[key]} = $${index + 2}`);
  await db.query(`UPDATE members SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...fields.map((key) => changes[key]),
  ]);
}

/** A rehash at a higher cost: the same password, so every session stays valid. */
export async function updatePasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [
    id,
    passwordHash,
  ]);
}

/** A new password ends every session signed before it: the token version goes up. Answers the new version. */
export async function replacePassword(db: Queryable, id: string, passwordHash: string): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    `UPDATE members SET password_hash = $2, token_version = token_version + 1, updated_at = now()
     WHERE id = $1 RETURNING token_version AS version`,
    [id, passwordHash],
  );
  return rows[0]!.version;
}
