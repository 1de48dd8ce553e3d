// The ledger's transparency log: how entries become Merkle leaves, how seals chain, and how anyone checks a
// credit's inclusion proof. One implementation for the API's sealer, `pnpm ledger:verify` and the browser's
// verify pages (front ends import this module directly: it holds no schema code). Hashes follow RFC 6962:
// SHA-256, 0x00 before a leaf, 0x01 before two children, a tree split at the largest power of two below n.

/** The previous-seal hash of the first seal. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a sealed ledger entry is hashed from: moving any coin anywhere changes it. */
export interface SealedEntry {
  id: number;
  transferId: number;
  accountId: number;
  amount: number;
}

export interface SealFields {
  id: number;
  firstEntryId: number;
  lastEntryId: number;
  entryCount: number;
  root: string;
  previousHash: string;
}

/** Where one leaf sits in its seal's tree, and the sibling hashes from it up to the root. */
export interface InclusionProof {
  index: number;
  size: number;
  path: string[];
}

// WebCrypto and TextEncoder: browsers and Node 20 both have them (the contract compiles without DOM types).
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
interface Platform {
  crypto: { subtle: Subtle };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const platform = globalThis as unknown as Platform;
const subtle = () => platform.crypto.subtle;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
const bytesOf = (hexText: string) =>
  Uint8Array.from(hexText.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function sha256(...parts: Uint8Array[]): Promise<string> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return hex(await subtle().digest('SHA-256', joined));
}

const text = (value: string) => new platform.TextEncoder().encode(value);

export const leafHash = (entry: SealedEntry): Promise<string> =>
  sha256(Uint8Array.of(0), text(`${entry.id}:${entry.transferId}:${entry.accountId}:${entry.amount}`));

const nodeHash = (left: string, right: string) => sha256(Uint8Array.of(1), bytesOf(left), bytesOf(right));

/** The largest power of two smaller than n (n > 1). */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

export async function merkleRoot(leaves: string[]): Promise<string> {
  if (leaves.length === 0) throw new Error('a seal holds at least one entry');
  if (leaves.length === 1) return leaves[0]!;
  const k = split(leaves.length);
  return nodeHash(await merkleRoot(leaves.slice(0, k)), await merkleRoot(leaves.slice(k)));
}

/** The audit path of leaf `index` (RFC 6962 section 2.1.1). */
export async function inclusionProof(leaves: string[], index: number): Promise<InclusionProof> {
  const path: string[] = [];
  const walk = async (from: number, to: number, at: number): Promise<void> => {
    if (to - from <= 1) return;
    const k = split(to - from);
    if (at < from + k) {
      await walk(from, from + k, at);
      path.push(await merkleRoot(leaves.slice(from + k, to)));
    } else {
      await walk(from + k, to, at);
      path.push(await merkleRoot(leaves.slice(from, from + k)));
    }
  };
  await walk(0, leaves.length, index);
  return { index, size: leaves.length, path };
}

/** The root a leaf and its audit path lead to (RFC 9162 section 2.1.3.2); compare it with the seal's. */
export async function rootFromProof(leaf: string, proof: InclusionProof): Promise<string | undefined> {
  if (proof.index >= proof.size) return undefined;
  let fn = proof.index;
  let sn = proof.size - 1;
  let r = leaf;
  for (const p of proof.path) {
    if (sn === 0) return undefined;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn >>= 1;
          sn >>= 1;
        }
      }
    } else {
      r = await nodeHash(r, p);
    }
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 ? r : undefined;
}

/** A seal's own hash, which the next seal names: changing any field of any earlier seal breaks the chain. */
export const sealHash = (seal: SealFields): Promise<string> =>
  sha256(
    text(
      [seal.id, seal.firstEntryId, seal.lastEntryId, seal.entryCount, seal.root, seal.previousHash].join('|'),
    ),
  );

/** A published seal, as `GET /ledger/seals` answers it. */
export interface PublishedSeal extends SealFields {
  hash: string;
}

/** A credit of an audit list, as `GET /client/…/audit` answers it. */
export interface ProvenCredit {
  transferId: number;
  coins: number;
  entry: SealedEntry;
  seal: (InclusionProof & { id: number }) | null;
}

/** One credit checked: `valid`, `unsealed` (sealed within seconds), or `broken` with why. */
export type CreditVerdict =
  | { transferId: number; verdict: 'valid' | 'unsealed' }
  | { transferId: number; verdict: 'broken'; why: 'altered' | 'seal-missing' | 'seal-altered' };

/**
 * What a fan's browser checks: each credit's entry hashes, through its proof, to the root of a seal; that seal
 * hashes to what it publishes; and each seal names the one before it. `seals` run oldest first, from the seal
 * before the oldest one a credit is in (so its link is checked too) to the newest.
 */
export async function verifyCredits(
  credits: ProvenCredit[],
  seals: PublishedSeal[],
): Promise<{ credits: CreditVerdict[]; brokenSeals: number[] }> {
  const brokenSeals: number[] = [];
  for (const [i, seal] of seals.entries()) {
    const linked = i === 0 || seal.previousHash === seals[i - 1]!.hash;
    if (!linked || (await sealHash(seal)) !== seal.hash) brokenSeals.push(seal.id);
  }
  const verdicts = await Promise.all(
    credits.map(async ({ transferId, coins, entry, seal: proof }): Promise<CreditVerdict> => {
      if (!proof) return { transferId, verdict: 'unsealed' };
      const seal = seals.find((published) => published.id === proof.id);
      if (!seal) return { transferId, verdict: 'broken', why: 'seal-missing' };
      if (brokenSeals.includes(seal.id)) return { transferId, verdict: 'broken', why: 'seal-altered' };
      const root = await rootFromProof(await leafHash(entry), proof);
      return root === seal.root && entry.amount === coins && entry.transferId === transferId
        ? { transferId, verdict: 'valid' }
        : { transferId, verdict: 'broken', why: 'altered' };
    }),
  );
  return { credits: verdicts, brokenSeals };
}
