import { bilingual, type Session } from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errors } from '../../http/app-error';
import { ensureAccount, mintAccountId } from '../../ledger/accounts';
import { lockAccounts, transfer } from '../../ledger/transfer';
import { messages } from '../auth/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordChangedNotice } from '../auth/password-changed-notice';
import { createAuthService } from '../auth/service';
import { removeImage } from '../file/variants';
import { findCredentialsById, findMemberById, replacePassword } from '../member/repository';

export function createAccountService(app: FastifyInstance) {
  const { db, config, jobs, storage } = app;
  const auth = createAuthService(app);
  const notice = passwordChangedNotice(config.jwt.secret);

  const confirmPassword = async (memberId: string, password: string) => {
    const credentials = await findCredentialsById(db, memberId);
    if (!credentials || !(await verifyPassword(password, credentials.passwordHash))) {
      throw new AppError(403, 'CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong, 'currentPassword');
    }
    return credentials;
  };

  return {
    /** A new password ends every other session; this one goes on with the new token answered. */
    async changePassword(
      memberId: string,
      input: { currentPassword: string; password: string; confirmPassword: string },
    ): Promise<Session> {
      if (input.password !== input.confirmPassword) {
        throw errors.badRequest('PASSWORDS_DIFFER', messages.passwordsDiffer, 'confirmPassword');
      }
      const { email } = await confirmPassword(memberId, input.currentPassword);
      const passwordHash = await hashPassword(input.password, config.passwordScryptN);
      const version = await db.transaction(async (tx) => {
        const changed = await replacePassword(tx, memberId, passwordHash);
        await notice.queue(jobs, tx, { id: memberId, email });
        return changed;
      });
      return auth.sessionFor((await findMemberById(db, memberId))!, version);
    },

    /**
     * Deletes the account as Indonesia's personal data law asks: the person's data goes (name, email, phone,
     * birth date, photo, notifications, the messages they wrote), the coins left are forfeited to the mint by
     * a transfer, and everything the ledger, the totals and the tax records need stays, pointing at an
     * anonymous member. Signing in becomes impossible and every session ends.
     */
    async deleteAccount(memberId: string, password: string): Promise<void> {
      await confirmPassword(memberId, password);
      const photos = await db.transaction(async (tx) => {
        const account = await ensureAccount(tx, 'member', memberId);
        const mint = await mintAccountId(tx);
        const balance = (await lockAccounts(tx, [mint, account])).get(account)!.balance;
        if (balance > 0) {
          await transfer(tx, {
            fromAccountId: account,
            toAccountId: mint,
            amount: balance,
            reason: 'account_closure',
            reference: memberId,
            idempotencyKey: `account-closure:${memberId}`,
          });
        }
        await tx.query(
          `UPDATE members SET full_name = $2, email = $3, password_hash = '!deleted', avatar = NULL,
             birth_date = NULL, phone = '', referal_code = NULL, deleted_at = now(),
             token_version = token_version + 1, updated_at = now()
           WHERE id = $1`,
          [
            memberId,
            bilingual('Akun dihapus', 'Deleted account'),
            `deleted-${memberId}@deleted.fanhub.invalid`,
          ],
        );
        await tx.query("UPDATE votes SET message = '' WHERE member_id = $1", [memberId]);
        await tx.query("UPDATE campaign_supports SET message = '' WHERE member_id = $1", [memberId]);
        // Its ways in go too: a provider identity must never sign into the deleted account (ADR-294).
        for (const table of [
          'notifications',
          'password_reset_codes',
          'idempotent_requests',
          'member_provider_identities',
        ]) {
          await tx.query(`DELETE FROM ${table} WHERE member_id = $1`, [memberId]);
        }
        const { rows } = await tx.query<{ name: string }>(
          'DELETE FROM uploads WHERE member_id = $1 RETURNING name',
          [memberId],
        );
        return rows.map((row) => row.name);
      });
      // Files go once the database no longer points at them.
      await Promise.all(photos.map((name) => removeImage(storage, name)));
    },
  };
}
