import { randomBytes } from 'node:crypto';
import { newTicketSigningKey } from './signing-keys';

/**
 * `pnpm tickets:new-key [id]`: prints a new Ed25519 ticket signing key as TICKET_SIGNING_KEYS takes it
 * (`id:privateKey:publicKey`). To rotate, put it first and keep the old key after it until its events are over.
 */
async function main() {
  const id = process.argv[2] ?? `k${randomBytes(3).toString('hex')}`;
  const key = await newTicketSigningKey(id);
  console.log(`${key.id}:${key.privateKey}:${key.publicKey}`);
}

void main();
