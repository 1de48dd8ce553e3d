import { ticketKeys } from '../../modules/tickets/signing-keys';
import type { Config } from '../../config';
import type { Database, Queryable } from '../database';
import { mintAccountId } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { hashPassword } from '../../modules/auth/passwords';
import type { FileStorage } from '../../modules/file/storage';
import { insertMember } from '../../modules/member/repository';
import { loadHearts } from './content/hearts';
import { loadContent } from './content/load-content';
import { loadDemoStaff } from './demo-staff';
import { FAN_PASSWORD } from './content/editorial';
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

/**
 * Demo accounts (the README's demo login and six fans, with a published password and coins) and their
 * activity are seeded only outside production; production gets the catalogue alone.
 */
export type SeedOptions = Pick<Config, 'seedDemoAccounts' | 'passwordScryptN' | 'ticketSigningKeys'>;

type Step = {
  marker: string;
  load: (tx: Queryable, storage: FileStorage, options: SeedOptions) => Promise<void>;
};

/**
 * Seed steps, each loaded once per database. A step claims its marker row in `app_meta` inside its own
 * transaction, so a second API replica starting at the same moment waits for it and then skips it.
 */
const STEPS: Step[] = [
  { marker: 'seed:accounts', load: loadAccounts },
  {
    marker: 'seed:content',
    load: async (tx, storage, options) =>
      loadContent(
        tx,
        storage,
        options.seedDemoAccounts ? await hashPassword(FAN_PASSWORD, options.passwordScryptN) : undefined,
        await ticketKeys(tx, options),
      ),
  },
  { marker: 'seed:hearts', load: (tx) => loadHearts(tx) },
  {
    marker: 'seed:staff',
    load: async (tx, _storage, options) => {
      if (options.seedDemoAccounts) await loadDemoStaff(tx, options.passwordScryptN);
    },
  },
];

/** Loads what the database has not been seeded with yet; answers whether anything was loaded. */
export async function seedIfEmpty(
  db: Database,
  storage: FileStorage,
  options: SeedOptions,
): Promise<boolean> {
  let loaded = false;
  for (const step of STEPS) {
    const ran = await db.transaction(
      async (tx) => {
        const claimed = await tx.query(
          'INSERT INTO app_meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key',
          [step.marker],
        );
        if (claimed.rows.length === 0) return false;
        await step.load(tx, storage, options);
        return true;
      },
      { budgeted: false },
    );
    loaded ||= ran;
  }
  return loaded;
}

async function loadAccounts(tx: Queryable, _storage: FileStorage, options: SeedOptions): Promise<void> {
  for (const [index, pack] of PRICING_PACKAGES.entries()) {
    await tx.query('INSERT INTO pricing_packages (title, coin, price, sort_order) VALUES ($1, $2, $3, $4)', [
      pack.title,
      pack.coin,
      pack.price,
      index,
    ]);
  }
  if (!options.seedDemoAccounts) return;
  const { coins, password, ...profile } = DEMO_MEMBER;
  const passwordHash = await hashPassword(password, options.passwordScryptN);
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
}
