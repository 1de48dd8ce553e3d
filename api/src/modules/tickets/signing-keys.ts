import { webcrypto } from 'node:crypto';
import type { TicketSigningKey } from '@fanhub/contract/dist/ticket-secret';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';

/** The keys tickets are signed with: the first signs new tickets, every one verifies (rotation, ADR-248). */
export interface TicketKeys {
  signer: TicketSigningKey;
  all: TicketSigningKey[];
}

/** A new Ed25519 key pair as configuration holds it (`pnpm tickets:new-key` prints one). */
export async function newTicketSigningKey(id: string): Promise<TicketSigningKey> {
  const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as {
    privateKey: webcrypto.CryptoKey;
  };
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  return { id, privateKey: jwk.d!, publicKey: jwk.x! };
}

/**
 * The configured keys (production keeps them in its secret store), else the one made once and kept in the
 * database, so tickets outlive a restart and every replica signs alike.
 */
export async function ticketKeys(
  db: Queryable,
  config: Pick<Config, 'ticketSigningKeys'>,
): Promise<TicketKeys> {
  if (config.ticketSigningKeys.length > 0)
    return { signer: config.ticketSigningKeys[0]!, all: config.ticketSigningKeys };
  // One key for every replica: whichever inserts first, the others read it.
  const made = await newTicketSigningKey('db-1');
  await db.query(
    'INSERT INTO ticket_signing_keys (id, private_key, public_key) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [made.id, made.privateKey, made.publicKey],
  );
  const { rows } = await db.query<TicketSigningKey>(
    'SELECT id, private_key AS "privateKey", public_key AS "publicKey" FROM ticket_signing_keys ORDER BY created_at',
  );
  return { signer: rows[0]!, all: rows };
}
