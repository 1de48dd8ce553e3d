/** @jest-environment node */
// The proofs hash with WebCrypto, which Node has and jsdom does not.
import type { AuditCredit, AuditPage, Seal } from '@fanhub/contract';
import {
  GENESIS_HASH,
  inclusionProof,
  leafHash,
  merkleRoot,
  sealHash,
  type SealedEntry,
} from '@fanhub/contract/dist/tally-proof';
import { sumMatches, verifyTally, type AuditSource } from './verify-tally';

const PROJECT_ACCOUNT = 7;
const at = '2026-11-24T10:00:00.000Z';

/** A ledger of `entries` sealed in seals of `perSeal` entries, as the API's sealer seals it. */
async function sealedLedger(entries: SealedEntry[], perSeal: number) {
  const seals: Seal[] = [];
  const proofs = new Map<number, AuditCredit['seal']>();
  for (let first = 0; first < entries.length; first += perSeal) {
    const sealed = entries.slice(first, first + perSeal);
    const leaves = await Promise.all(sealed.map(leafHash));
    const fields = {
      id: seals.length + 1,
      firstEntryId: sealed[0]!.id,
      lastEntryId: sealed.at(-1)!.id,
      entryCount: sealed.length,
      root: await merkleRoot(leaves),
      previousHash: seals.at(-1)?.hash ?? GENESIS_HASH,
    };
    seals.push({ ...fields, hash: await sealHash(fields), sealedAt: at });
    for (const [index, entry] of sealed.entries())
      proofs.set(entry.id, { id: fields.id, ...(await inclusionProof(leaves, index)) });
  }
  return { seals, proofs };
}

/** The project's credits from `entries`, each with its proof, served `perPage` at a time. */
function audit(
  entries: SealedEntry[],
  ledger: Awaited<ReturnType<typeof sealedLedger>>,
  perPage: number,
  alter: (credit: AuditCredit) => AuditCredit = (credit) => credit,
) {
  const credits = entries
    .filter((entry) => entry.accountId === PROJECT_ACCOUNT)
    .map((entry) =>
      alter({
        transferId: entry.transferId,
        at,
        coins: entry.amount,
        fan: 'K*** M****',
        entry,
        seal: ledger.proofs.get(entry.id) ?? null,
      }),
    );
  const totalPages = Math.ceil(credits.length / perPage);
  const asked = { pages: [] as number[], sealsFrom: [] as number[] };
  const source: AuditSource = {
    page: async (page): Promise<AuditPage> => {
      asked.pages.push(page);
      return {
        status: true,
        data: credits.slice((page - 1) * perPage, page * perPage),
        meta: {
          page,
          limit: perPage,
          total: credits.length,
          totalPages,
          totalCoins: credits.reduce((sum, credit) => sum + credit.coins, 0),
        },
      };
    },
    seals: async (from) => {
      asked.sealsFrom.push(from);
      return ledger.seals.filter((seal) => seal.id >= from);
    },
  };
  return { source, asked };
}

/** Ten entries: the project's credits (4 + 6 + 9 + 1 coins) among another account's. */
const ENTRIES: SealedEntry[] = [3, 4, 5, 6, 2, 9, 8, 1, 5, 5].map((amount, i) => ({
  id: i + 1,
  transferId: 100 + i,
  accountId: [1, 3, 5, 7].includes(i) ? PROJECT_ACCOUNT : 2,
  amount,
}));

it('reads every page and the seals its credits are in, checks every proof, and sums the credits', async () => {
  const ledger = await sealedLedger(ENTRIES, 3);
  const { source, asked } = audit(ENTRIES, ledger, 3);
  const report = await verifyTally(source);
  expect(asked.pages).toEqual([1, 2]);
  // The oldest credit is in seal 1, so the chain is read from its start.
  expect(asked.sealsFrom).toEqual([1]);
  expect(report.count).toEqual({ valid: 4, unsealed: 0, broken: 0 });
  expect(report.everyProofHolds).toBe(true);
  expect([report.sum, report.auditedTotal, report.sealCount]).toEqual([20, 20, 4]);
  expect(sumMatches(report, 20)).toBe(true);
  expect(sumMatches(report, 21)).toBe(false);
});

it('names a credit whose coins differ from its sealed entry, and a seal whose content was changed', async () => {
  const ledger = await sealedLedger(ENTRIES, 3);
  const inflated = audit(ENTRIES, ledger, 10, (credit) =>
    credit.transferId === 103 ? { ...credit, coins: 60, entry: { ...credit.entry, amount: 60 } } : credit,
  );
  const report = await verifyTally(inflated.source);
  expect(report.count).toEqual({ valid: 3, unsealed: 0, broken: 1 });
  expect(report.credits.find(({ credit }) => credit.transferId === 103)?.verdict).toBe('broken');
  expect(report.everyProofHolds).toBe(false);

  ledger.seals[1] = { ...ledger.seals[1]!, root: ledger.seals[0]!.root };
  const rewritten = await verifyTally(audit(ENTRIES, ledger, 10).source);
  expect(rewritten.brokenSeals).toEqual([2]);
  expect(rewritten.everyProofHolds).toBe(false);
});

it('counts a credit not sealed yet as awaiting its seal, not as broken', async () => {
  const ledger = await sealedLedger(ENTRIES.slice(0, 6), 3);
  const report = await verifyTally(audit(ENTRIES, ledger, 10).source);
  expect(report.count).toEqual({ valid: 3, unsealed: 1, broken: 0 });
  expect(report.everyProofHolds).toBe(true);
});
