// A ticket's signed secret, as its QR code holds it: `fh1.<claims>.<signature>`, the claims compact JSON and both
// parts base64url, signed with Ed25519 by the key the claims name. One implementation for the API, which signs,
// and the door page, which verifies offline (front ends import this module directly: it holds no schema code).
// Ed25519 is WebCrypto's, what Node 20 and every current browser have (ADR-248).

/** What a ticket says of itself; short names keep the QR code small. */
export interface TicketClaims {
  /** The signing key's id (keys rotate; the door holds every key still valid). */
  k: string;
  /** The event. */
  e: string;
  /** The ticket. */
  t: string;
  /** The fan's name, masked (`M**** K**`): enough for the door to match a face to it, not to name a stranger. */
  n: string;
  /** Valid until (ISO 8601). */
  u: string;
}

/** Why a secret is not a ticket at all: not ours in form, signed by a key we do not know, or its bytes changed. */
export type UnreadableTicket = 'malformed' | 'unknown_key' | 'forged';

export const TICKET_SECRET_PREFIX = 'fh1';

// WebCrypto and TextEncoder: browsers and Node 20 both have them (the contract compiles without DOM types).
interface WebCryptoKey {
  readonly type: string;
}
interface Subtle {
  importKey(
    format: 'raw' | 'jwk',
    key: Uint8Array | object,
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    usages: string[],
  ): Promise<WebCryptoKey>;
  sign(algorithm: 'Ed25519', key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  verify(algorithm: 'Ed25519', key: WebCryptoKey, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}
interface Platform {
  crypto: { subtle: Subtle };
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
  btoa(text: string): string;
  atob(text: string): string;
}
const platform = globalThis as unknown as Platform;

const base64url = (bytes: Uint8Array) =>
  platform
    .btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(platform.atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** A key a verifier holds: its id, and its public key (base64url), as the API publishes them. */
export interface TicketPublicKey {
  id: string;
  publicKey: string;
}

/** A signing key as configuration holds it: its id, and its 32-byte Ed25519 private and public keys, base64url. */
export interface TicketSigningKey extends TicketPublicKey {
  privateKey: string;
}

/** Each signing key imported once: an on-sale signs a ticket for every fan who gets a seat. */
const importedSigners = new WeakMap<TicketSigningKey, Promise<WebCryptoKey>>();

function signerOf(key: TicketSigningKey): Promise<WebCryptoKey> {
  let signer = importedSigners.get(key);
  if (!signer) {
    signer = platform.crypto.subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', d: key.privateKey, x: key.publicKey },
      { name: 'Ed25519' },
      false,
      ['sign'],
    );
    importedSigners.set(key, signer);
  }
  return signer;
}

/**
 * What a ticket's signature covers: the prefix and the claims (naming `keyId`). A signer of its own (the API's,
 * with Node's crypto) signs these bytes and hands the signature to `ticketSecret`; `signTicket` does both here.
 */
export function ticketSigningInput(claims: Omit<TicketClaims, 'k'>, keyId: string): Uint8Array {
  const body = base64url(new platform.TextEncoder().encode(JSON.stringify({ k: keyId, ...claims })));
  return new platform.TextEncoder().encode(`${TICKET_SECRET_PREFIX}.${body}`);
}

/** The secret a ticket's QR code holds: what was signed, then its Ed25519 signature. */
export function ticketSecret(signingInput: Uint8Array, signature: Uint8Array): string {
  return `${new platform.TextDecoder().decode(signingInput)}.${base64url(signature)}`;
}

/** Signs `claims` (naming `key.id`) into the secret a ticket's QR code holds, with WebCrypto. */
export async function signTicket(claims: Omit<TicketClaims, 'k'>, key: TicketSigningKey): Promise<string> {
  const signingInput = ticketSigningInput(claims, key.id);
  const signature = await platform.crypto.subtle.sign('Ed25519', await signerOf(key), signingInput);
  return ticketSecret(signingInput, new Uint8Array(signature));
}

const CLAIM_NAMES = ['k', 'e', 't', 'n', 'u'] as const;
const isClaims = (value: unknown): value is TicketClaims =>
  typeof value === 'object' &&
  value !== null &&
  CLAIM_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');

/**
 * The claims of a secret whose signature one of `keys` verifies, or why it is not a ticket. Whether it is valid
 * here and now (the event, the time, revoked, inside) is the caller's to check. Anything a printer can put in a QR
 * code ends here as one of the three reasons, never as an error: the key is found by comparing ids, so a key id
 * such as `constructor` or `__proto__` names no key.
 */
export async function readTicket(
  secret: string,
  keys: readonly TicketPublicKey[],
): Promise<{ claims: TicketClaims } | { unreadable: UnreadableTicket }> {
  const [prefix, body, signature, ...rest] = secret.trim().split('.');
  if (prefix !== TICKET_SECRET_PREFIX || !body || !signature || rest.length > 0)
    return { unreadable: 'malformed' };
  let claims: unknown;
  let signatureBytes: Uint8Array;
  try {
    claims = JSON.parse(new platform.TextDecoder().decode(fromBase64url(body)));
    signatureBytes = fromBase64url(signature);
  } catch {
    return { unreadable: 'malformed' };
  }
  if (!isClaims(claims)) return { unreadable: 'malformed' };
  const key = keys.find((held) => held.id === claims.k);
  if (!key) return { unreadable: 'unknown_key' };
  const subtle = platform.crypto.subtle;
  const verifier = await subtle.importKey('raw', fromBase64url(key.publicKey), { name: 'Ed25519' }, false, [
    'verify',
  ]);
  const holds = await subtle
    .verify('Ed25519', verifier, signatureBytes, new platform.TextEncoder().encode(`${prefix}.${body}`))
    .catch(() => false);
  return holds ? { claims } : { unreadable: 'forged' };
}
