import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { ensureAccount, mintAccountId } from '../../src/ledger/accounts';
import { transferNow } from '../../src/ledger/transfer';

export interface RegisteredMember {
  id: string;
  email: string;
  password: string;
  phone: string;
  token: string;
  auth: { authorization: string };
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Kim Minji',
  birthDate: '2001-05-07',
  email: `fan-${randomBytes(4).toString('hex')}@fanhub.test`,
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  phone: '0812-3456-7890',
  ...overrides,
});

/** Registers a member through the real endpoint. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredMember> {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/v1/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const { data } = response.json();
  return {
    id: data._id,
    email: body.email,
    password: body.password,
    phone: body.phone,
    token: data.access_token,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}

/** Gives a member coins straight from the mint, as a settled top-up would. */
export async function grantCoins(db: Database, memberId: string, amount: number): Promise<number> {
  const receipt = await transferNow(db, {
    fromAccountId: await mintAccountId(db),
    toAccountId: await ensureAccount(db, 'member', memberId),
    amount,
    reason: 'welcome_grant',
    reference: 'test',
  });
  return receipt.toBalance!;
}
