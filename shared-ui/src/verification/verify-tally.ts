import type { AuditCredit, AuditPage, Seal } from '@fanhub/contract';
import { verifyCredits, type CreditVerdict } from '@fanhub/contract/dist/tally-proof';

/** Where a tally's audit is read from: its credits a page at a time, and the seal chain from a seal on. */
export interface AuditSource {
  page(page: number): Promise<AuditPage>;
  seals(from: number): Promise<Seal[]>;
}

export type Verdict = CreditVerdict['verdict'];

/** What the browser found: every credit with its verdict, and what they add up to. */
export interface TallyReport {
  credits: { credit: AuditCredit; verdict: Verdict }[];
  count: Record<Verdict, number>;
  /** The sum of every credit read. */
  sum: number;
  /** The sum the audit itself states over all its pages. */
  auditedTotal: number;
  sealCount: number;
  brokenSeals: number[];
  /** Every sealed credit's proof and every seal's hash and link hold. */
  everyProofHolds: boolean;
}

/**
 * Reads every page of a tally's audit and the seals its credits are in (from the one before the oldest, so its
 * link is checked too), and checks each credit's proof and each seal in the browser (contract/src/tally-proof.ts).
 */
export async function verifyTally(audit: AuditSource): Promise<TallyReport> {
  const first = await audit.page(1);
  const credits = [...first.data];
  for (let page = 2; page <= first.meta.totalPages; page += 1) credits.push(...(await audit.page(page)).data);
  const sealIds = credits.flatMap((credit) => (credit.seal ? [credit.seal.id] : []));
  const seals = sealIds.length > 0 ? await audit.seals(Math.max(1, Math.min(...sealIds) - 1)) : [];
  const checked = await verifyCredits(credits, seals);
  const verdicts = checked.credits.map((verdict) => verdict.verdict);
  const count = { valid: 0, unsealed: 0, broken: 0 };
  for (const verdict of verdicts) count[verdict] += 1;
  return {
    credits: credits.map((credit, i) => ({ credit, verdict: verdicts[i]! })),
    count,
    sum: credits.reduce((total, credit) => total + credit.coins, 0),
    auditedTotal: first.meta.totalCoins,
    sealCount: seals.length,
    brokenSeals: checked.brokenSeals,
    everyProofHolds: count.broken === 0 && checked.brokenSeals.length === 0,
  };
}

/** The credits add up to the total the page shows, and to the total the audit states. */
export const sumMatches = (report: TallyReport, shownTotal: number): boolean =>
  report.sum === shownTotal && report.sum === report.auditedTotal;
