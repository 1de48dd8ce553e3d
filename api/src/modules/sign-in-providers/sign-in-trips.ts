import { randomBytes } from 'node:crypto';
import type { SignInProviderId } from '@fanhub/contract';
import type { Queryable } from '../../db/database';

/** A one-time code the site carries: 32 random bytes, base64url (the contract's OneTimeCode). */
const oneTimeCode = () => randomBytes(32).toString('base64url');

/** What a provider said of the fan, once its ID token was checked. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  /** The name it gave ("" when none). */
  name: string;
}

/** How long each step may wait for the next (ADR-294). */
const TRIP_MINUTES = 10;
const HANDOFF_MINUTES = 2;
const TICKET_MINUTES = 30;
/** How long a trip's row is kept (who signed in is in the member's identities, not here). */
const KEPT_DAYS = 1;

/** One trip to a provider and back (table provider_sign_ins), each step taken once. */
export const signInTrips = (db: Queryable) => ({
  async start(trip: {
    state: string;
    provider: SignInProviderId;
    nonce: string;
    codeVerifier: string;
    returnTo: string;
  }): Promise<void> {
    // Trips of more than a day ago are over, whatever became of them: each new trip forgets them (an index scan).
    await db.query(
      `WITH forgotten AS (DELETE FROM provider_sign_ins WHERE started_at < now() - make_interval(days => $6))
       INSERT INTO provider_sign_ins (state, provider, nonce, code_verifier, return_to) VALUES ($1, $2, $3, $4, $5)`,
      [trip.state, trip.provider, trip.nonce, trip.codeVerifier, trip.returnTo, KEPT_DAYS],
    );
  },

  /** The trip `state` names, taken by its callback: once, and within its time. */
  async callBack(
    provider: SignInProviderId,
    state: string,
  ): Promise<{ nonce: string; codeVerifier: string; returnTo: string } | undefined> {
    const { rows } = await db.query<{ nonce: string; codeVerifier: string; returnTo: string }>(
      `UPDATE provider_sign_ins SET called_back_at = now()
       WHERE state = $1 AND provider = $2 AND called_back_at IS NULL
         AND started_at > now() - make_interval(mins => $3)
       RETURNING nonce, code_verifier AS "codeVerifier", return_to AS "returnTo"`,
      [state, provider, TRIP_MINUTES],
    );
    return rows[0];
  },

  /** Keeps who the provider said the fan is; the site takes it by the handoff code returned. */
  async arrived(state: string, identity: ProviderIdentity): Promise<string> {
    const handoff = oneTimeCode();
    await db.query(`UPDATE provider_sign_ins SET identity = $2, handoff = $3 WHERE state = $1`, [
      state,
      JSON.stringify(identity),
      handoff,
    ]);
    return handoff;
  },

  /** The identity behind a handoff code: once, and within two minutes of the callback. */
  async handOff(
    handoff: string,
  ): Promise<{ state: string; provider: SignInProviderId; identity: ProviderIdentity } | undefined> {
    const { rows } = await db.query<{
      state: string;
      provider: SignInProviderId;
      identity: ProviderIdentity;
    }>(
      `UPDATE provider_sign_ins SET handed_off_at = now()
       WHERE handoff = $1 AND handed_off_at IS NULL AND called_back_at > now() - make_interval(mins => $2)
       RETURNING state, provider, identity`,
      [handoff, HANDOFF_MINUTES],
    );
    return rows[0];
  },

  /** A ticket for a new fan to finish their profile with. */
  async ticketFor(state: string): Promise<string> {
    const ticket = oneTimeCode();
    await db.query(`UPDATE provider_sign_ins SET ticket = $2 WHERE state = $1`, [state, ticket]);
    return ticket;
  },

  /** The identity behind a ticket not used yet, within half an hour (a fan may mistype their password). */
  async ticketHolder(
    ticket: string,
  ): Promise<{ provider: SignInProviderId; identity: ProviderIdentity } | undefined> {
    const { rows } = await db.query<{ provider: SignInProviderId; identity: ProviderIdentity }>(
      `SELECT provider, identity FROM provider_sign_ins
       WHERE ticket = $1 AND ticket_used_at IS NULL AND handed_off_at > now() - make_interval(mins => $2)`,
      [ticket, TICKET_MINUTES],
    );
    return rows[0];
  },

  /** The identity behind a ticket, in the caller's transaction: once, and within half an hour. */
  async useTicket(
    tx: Queryable,
    ticket: string,
  ): Promise<{ provider: SignInProviderId; identity: ProviderIdentity } | undefined> {
    const { rows } = await tx.query<{ provider: SignInProviderId; identity: ProviderIdentity }>(
      `UPDATE provider_sign_ins SET ticket_used_at = now()
       WHERE ticket = $1 AND ticket_used_at IS NULL AND handed_off_at > now() - make_interval(mins => $2)
       RETURNING provider, identity`,
      [ticket, TICKET_MINUTES],
    );
    return rows[0];
  },
});

/** The account a provider identity is linked to, if any. */
export async function linkedMember(
  db: Queryable,
  provider: SignInProviderId,
  subject: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ memberId: string }>(
    `SELECT member_id AS "memberId" FROM member_provider_identities WHERE provider = $1 AND subject = $2`,
    [provider, subject],
  );
  return rows[0]?.memberId;
}

export async function linkIdentity(
  tx: Queryable,
  memberId: string,
  provider: SignInProviderId,
  identity: ProviderIdentity,
): Promise<void> {
  await tx.query(
    `INSERT INTO member_provider_identities (provider, subject, member_id, email) VALUES ($1, $2, $3, $4)`,
    [provider, identity.subject, memberId, identity.email],
  );
}
