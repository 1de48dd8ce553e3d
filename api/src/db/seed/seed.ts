import type { Database } from '../database';
import { mintAccountId } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { hashPassword } from '../../modules/auth/passwords';
import { insertMember } from '../../modules/member/repository';
import { PRICING_PACKAGES } from './pricing-packages';

/** The demo login the README names. */
export const DEMO_MEMBER = {
  fullName: 'Demo Fan',
  email: 'demo@fanhub.id',
  password: 'fanhub123',
  phone: '081234567890',
  birthDate: '2000-01-15',
  coins: 1_000,
};

const SEED_MARKER = 'seeded_at';

/** Loads the seed content once into an empty database; answers whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return db.transaction(async (tx) => {
    // Taken first, so a second API replica starting at the same moment waits here and then sees the marker.
    const claimed = await tx.query(
      'INSERT INTO app_meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key',
      [SEED_MARKER],
    );
    if (claimed.rows.length === 0) return false;

    for (const [index, pack] of PRICING_PACKAGES.entries()) {
      await tx.query(
        'INSERT INTO pricing_packages (title, coin, price, sort_order) VALUES ($1, $2, $3, $4)',
        [pack.title, pack.coin, pack.price, index],
      );
    }
    const { coins, password: _password, ...profile } = DEMO_MEMBER;
    const memberId = await insertMember(tx, { ...profile, passwordHash });
    const { rows } = await tx.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'member' AND owner_id = $1",
      [memberId],
    );
    await transfer(tx, {
      fromAccountId: await mintAccountId(tx),
      toAccountId: rows[0]!.id,
      amount: coins,
      reason: 'welcome_grant',
      reference: 'seed',
      idempotencyKey: 'seed:demo-member',
    });
    return true;
  });
}
