import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, PageMetaSchema } from './schema-kit';

const tag = 'transparency';

const SealedEntrySchema = Type.Object({
  id: Type.Integer(),
  transferId: Type.Integer(),
  accountId: Type.Integer(),
  amount: Type.Integer(),
});

export const AuditCreditSchema = Type.Object({
  transferId: Type.Integer(),
  at: DateTime(),
  coins: Type.Integer({
    description:
      "Signed, in the account's asset (coins, or hearts in a heart audit): a vote's credit, or (negative) its reversal when voided for fraud",
  }),
  fan: Type.String({ description: 'The fan who spent, masked: initials and stars' }),
  entry: Type.Object(SealedEntrySchema.properties, {
    description:
      'The ledger entry crediting the project or campaign; its Merkle leaf is hashed from these fields',
  }),
  seal: Type.Union(
    [
      Type.Object({
        id: Type.Integer(),
        index: Type.Integer(),
        size: Type.Integer(),
        path: Type.Array(Type.String(), {
          description: 'Sibling hashes from the leaf up to the root (RFC 6962)',
        }),
      }),
      Type.Null(),
    ],
    { description: 'Its inclusion proof in a seal; null until sealed (within seconds)' },
  ),
});
export type AuditCredit = typeof AuditCreditSchema.static;

export const AuditPageSchema = Type.Object({
  status: Type.Literal(true),
  data: Type.Array(AuditCreditSchema),
  meta: Type.Object({
    ...PageMetaSchema.properties,
    totalCoins: Type.Integer({
      description: "Every credit summed (in the account's asset): the total the page shows",
    }),
  }),
});
export type AuditPage = typeof AuditPageSchema.static;

export const SealSchema = Type.Object({
  id: Type.Integer(),
  firstEntryId: Type.Integer(),
  lastEntryId: Type.Integer(),
  entryCount: Type.Integer(),
  root: Type.String(),
  previousHash: Type.String(),
  hash: Type.String(),
  sealedAt: DateTime(),
});
export type Seal = typeof SealSchema.static;

const AuditQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export const transparencyEndpoints = endpointTable(
  endpoint('GET', '/client/voting-project/:id/audit', {
    operationId: 'auditVotingProject',
    tag,
    summary: "Every credit of a project's total, newest first, each with its Merkle inclusion proof",
    params: IdParam('id'),
    querystring: AuditQuery,
    response: AuditPageSchema,
    errors: [404],
  }),
  endpoint('GET', '/client/voting-project/:id/heart-audit', {
    operationId: 'auditVotingProjectHearts',
    tag,
    summary:
      "Every heart vote of a project's hearts total, newest first, each with its Merkle inclusion proof",
    params: IdParam('id'),
    querystring: AuditQuery,
    response: AuditPageSchema,
    errors: [404],
  }),
  endpoint('GET', '/client/campaign/:id/audit', {
    operationId: 'auditCampaign',
    tag,
    summary: "Every credit of a campaign's total, newest first, each with its Merkle inclusion proof",
    params: IdParam('id'),
    querystring: AuditQuery,
    response: AuditPageSchema,
    errors: [404],
  }),
  endpoint('GET', '/ledger/seals', {
    operationId: 'listLedgerSeals',
    tag,
    summary:
      "The ledger's seal chain from seal `from` on, oldest first (each names the previous seal's hash)",
    querystring: Type.Object(
      {
        from: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1 }),
        limit: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
      },
      { additionalProperties: false },
    ),
    response: Envelope(Type.Array(SealSchema)),
  }),
);
