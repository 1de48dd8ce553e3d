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
 * SHA-256 of each input, in order. A whole level of a Merkle tree is one call: a browser hands it to WebCrypto
 * at once, the API hashes it synchronously in slices with its other requests in between.
 */
export type Sha256Batch = (inputs: Uint8Array[]) => Promise<Uint8Array[]>;

// WebCrypto and TextEncoder: browsers and Node 20 both have them (the contract compiles without DOM types).
interface Platform {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const platform = globalThis as unknown as Platform;
const encoder = new platform.TextEncoder();

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hexOf = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += HEX[byte]!;
  return text;
};
const bytesOf = (hexText: string) => {
  const bytes = new Uint8Array(hexText.length >> 1);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hexText.slice(2 * i, 2 * i + 2), 16);
  return bytes;
};
const prefixed = (prefix: number, ...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(1 + parts.reduce((length, part) => length + part.length, 0));
  bytes[0] = prefix;
  let at = 1;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};
const LEAF = 0x00;
const NODE = 0x01;
const leafInput = (entry: SealedEntry) =>
  prefixed(LEAF, encoder.encode(`${entry.id}:${entry.transferId}:${entry.accountId}:${entry.amount}`));

/** WebCrypto's digest, what every browser has. */
const webCryptoSha256: Sha256Batch = (inputs) =>
  Promise.all(
    inputs.map(async (bytes) => new Uint8Array(await platform.crypto.subtle.digest('SHA-256', bytes))),
  );

/** The largest power of two smaller than n (n > 1). */
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1));

/**
 * The transparency log's hashing and proofs over `sha256`. Browsers use WebCrypto (the exports below); the API
 * passes Node's synchronous hash, because its sealer hashes every entry the ledger writes and an asynchronous
 * digest costs far more per call than the hashing itself.
 */
export function tallyProofs(sha256: Sha256Batch = webCryptoSha256) {
  const hashOne = async (input: Uint8Array) => hexOf((await sha256([input]))[0]!);

  /** The leaf hash of each entry, in order. */
  const leafHashes = async (entries: SealedEntry[]): Promise<string[]> =>
    (await sha256(entries.map(leafInput))).map(hexOf);

  const leafHash = (entry: SealedEntry): Promise<string> => hashOne(leafInput(entry));

  const nodeHash = (left: string, right: string) => hashOne(prefixed(NODE, bytesOf(left), bytesOf(right)));

  /**
   * The root of the tree over `leaves`, a level at a time: pairs are hashed and a last odd node moves up as it
   * is, which gives RFC 6962's tree (split at the largest power of two below n).
   */
  async function merkleRoot(leaves: string[]): Promise<string> {
    if (leaves.length === 0) throw new Error('a seal holds at least one entry');
    let level: Uint8Array[] = leaves.map(bytesOf);
    while (level.length > 1) {
      const pairs: Uint8Array[] = [];
      for (let i = 0; i + 1 < level.length; i += 2) pairs.push(prefixed(NODE, level[i]!, level[i + 1]!));
      const hashed = await sha256(pairs);
      level = level.length % 2 === 1 ? [...hashed, level.at(-1)!] : hashed;
    }
    return hexOf(level[0]!);
  }

  /** The audit path of leaf `index` (RFC 6962 section 2.1.1). */
  async function inclusionProof(leaves: string[], index: number): Promise<InclusionProof> {
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
  async function rootFromProof(leaf: string, proof: InclusionProof): Promise<string | undefined> {
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
  const sealHash = (seal: SealFields): Promise<string> =>
    hashOne(
      encoder.encode(
        [seal.id, seal.firstEntryId, seal.lastEntryId, seal.entryCount, seal.root, seal.previousHash].join(
          '|',
        ),
      ),
    );

  /**
   * What a fan's browser checks: each credit's entry hashes, through its proof, to the root of a seal; that seal
   * hashes to what it publishes; and each seal names the one before it. `seals` run oldest first, from the seal
   * before the oldest one a credit is in (so its link is checked too) to the newest.
   */
  async function verifyCredits(
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

  return { leafHash, leafHashes, merkleRoot, inclusionProof, rootFromProof, sealHash, verifyCredits };
}

export const { leafHash, merkleRoot, inclusionProof, rootFromProof, sealHash, verifyCredits } = tallyProofs();
