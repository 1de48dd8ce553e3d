import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@fanhub/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';
import { staffAccounts } from './accounts';

/**
 * `pnpm studio:create-admin --email … --name …`: the studio's first admin (or another one), on the configured
 * database. The password comes from STUDIO_ADMIN_PASSWORD, or is asked for. The admin enrols an authenticator
 * at the first sign-in. The audit trail records the account as made from this command.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name) {
    console.error('usage: pnpm studio:create-admin --email admin@example.com --name "Full Name"');
    process.exit(2);
  }
  const password = process.env.STUDIO_ADMIN_PASSWORD ?? (await ask('Password for the new admin: '));
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, { ...config, seedOnStart: false });
    const admin = await staffAccounts(db, config.passwordScryptN).create(
      { staffId: null, email: 'studio:create-admin', address: 'command line' },
      { email: values.email, fullName: values.name, role: 'admin', password },
    );
    console.log(`Admin ${admin.email} created; the authenticator is enrolled at the first sign-in.`);
  } finally {
    await db.close();
  }
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
