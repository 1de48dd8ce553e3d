import { bilingual, type Staff, type StaffRole } from '@fanhub/contract';
import type { Database, Queryable } from '../db/database';
import { errors } from '../http/app-error';
import { hashPassword } from '../modules/auth/passwords';
import { recordAudit, type Actor } from './audit-trail';
import { findStaff, insertStaff } from './staff-repository';

const EMAIL_TAKEN = bilingual('Email sudah dipakai akun staf lain', 'Another staff account uses this email');
const notFound = () => errors.notFound({ id: 'Akun staf', en: 'Staff account' });

/** An admin's changes to staff accounts, each in the audit trail with the account before and after. */
export function staffAccounts(db: Database, passwordCost: number) {
  /** Applies `change` to the account in one transaction with its audit line; answers the account after it. */
  async function changed(
    actor: Actor,
    id: string,
    action: string,
    change: (tx: Queryable) => Promise<void>,
  ): Promise<Staff> {
    return db.transaction(async (tx) => {
      const before = await findStaff(tx, id);
      if (!before) throw notFound();
      await change(tx);
      const after = (await findStaff(tx, id))!;
      await recordAudit(tx, actor, { action, recordType: 'staff', recordId: id, before, after });
      return after;
    });
  }

  return {
    async create(
      actor: Actor,
      account: { email: string; fullName: string; role: StaffRole; password: string },
    ): Promise<Staff> {
      const passwordHash = await hashPassword(account.password, passwordCost);
      return db
        .transaction(async (tx) => {
          const id = await insertStaff(tx, { ...account, passwordHash });
          const created = (await findStaff(tx, id))!;
          await recordAudit(tx, actor, {
            action: 'create',
            recordType: 'staff',
            recordId: id,
            after: created,
          });
          return created;
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw errors.conflict('EMAIL_TAKEN', EMAIL_TAKEN, 'email');
          throw error;
        });
    },

    /**
     * A new name, a new role or a disabled account. A role change or disabling ends the account's sessions (its
     * token version goes up). An admin cannot take away their own admin role or disable themselves, so the
     * studio always keeps someone who can manage staff.
     */
    update(
      actor: Actor,
      id: string,
      changes: { fullName?: string; role?: StaffRole; disabled?: boolean },
    ): Promise<Staff> {
      if (id === actor.staffId && ((changes.role && changes.role !== 'admin') || changes.disabled))
        throw errors.conflict(
          'BAD_REQUEST',
          bilingual(
            'Kamu tidak bisa mencabut akses adminmu sendiri',
            'You cannot take away your own admin access',
          ),
        );
      return changed(actor, id, 'update', async (tx) => {
        await tx.query(
          `UPDATE staff SET full_name = coalesce($2, full_name), role = coalesce($3, role),
             disabled_at = CASE WHEN $4::boolean IS NULL THEN disabled_at WHEN $4 THEN coalesce(disabled_at, now()) ELSE NULL END,
             token_version = token_version + CASE WHEN ($3::text IS NOT NULL AND $3 <> role) OR $4::boolean THEN 1 ELSE 0 END
           WHERE id = $1`,
          [id, changes.fullName?.trim() ?? null, changes.role ?? null, changes.disabled ?? null],
        );
      });
    },

    /** Forgets the account's authenticator; it enrols a new one at its next sign-in, and its sessions end. */
    resetSecondFactor(actor: Actor, id: string): Promise<Staff> {
      return changed(actor, id, 'reset authenticator', async (tx) => {
        await tx.query(
          `UPDATE staff SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = 0,
             token_version = token_version + 1 WHERE id = $1`,
          [id],
        );
      });
    },
  };
}
