import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope } from './schema-kit';

/** A member account that spends nothing until an operator releases it. */
export const HeldAccountSchema = Type.Object({
  memberId: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  balance: Type.Integer(),
  heldSince: Type.Union([DateTime(), Type.Null()], { description: 'null once released' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Coins the reversals of this member's orders could not take back. */
  shortfall: Type.Integer(),
});
export type HeldAccount = typeof HeldAccountSchema.static;

const tag = 'operations';
const MemberIdParams = Type.Object({ memberId: Type.String({ format: 'uuid' }) });

export const operationEndpoints = endpointTable(
  endpoint('GET', '/ops/held-accounts', {
    operationId: 'listHeldAccounts',
    tag,
    summary: 'Member accounts on hold (a reversal found coins already spent), oldest first',
    operator: true,
    response: Envelope(Type.Array(HeldAccountSchema)),
    errors: [401],
  }),
  endpoint('POST', '/ops/held-accounts/:memberId/release', {
    operationId: 'releaseHeldAccount',
    tag,
    summary: 'Release a hold once the shortfall is settled',
    operator: true,
    params: MemberIdParams,
    response: Envelope(HeldAccountSchema),
    errors: [401, 404],
  }),
);

export const OutboxMailSchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  sentAt: DateTime(),
});

/** Only in development without SMTP: the mail the API would have sent. */
export const developmentEndpoints = endpointTable(
  endpoint('GET', '/dev/outbox', {
    operationId: 'readDevelopmentOutbox',
    tag: 'development',
    summary: 'Mail sent to an address (development without SMTP only), newest first',
    querystring: Type.Object({ to: Type.String({ format: 'email' }) }),
    response: Envelope(Type.Array(OutboxMailSchema)),
  }),
);
