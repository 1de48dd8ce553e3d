import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt cost (2^17, r=8, p=1): about 128 MiB and a fraction of a second per hash. */
export const OWASP_SCRYPT_N = 131_072;
const BLOCK_SIZE = 8;
const KEY_LENGTH = 64;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(
      password,
      salt,
      keyLength,
      // OpenSSL refuses to use more than 32 MiB unless told; 128 x N x r bytes are needed, plus headroom.
      { ...options, maxmem: 256 * (options.N ?? 1) * (options.r ?? BLOCK_SIZE) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/** `scrypt$N$r$p$salt$hash`, both base64url: the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: BLOCK_SIZE, p: 1 });
  return ['scrypt', N, BLOCK_SIZE, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash made at a lower cost than `N` asks for: rehash it when the fan next signs in. */
export const needsRehash = (stored: string, N: number): boolean => Number(stored.split('$')[1]) < N;

/**
 * What a fan who came by a provider has for a password until they set one through "forgot password" (ADR-294):
 * no password matches it.
 */
export const NO_PASSWORD = '!none';

/** A hash no password matches, at cost `N`: verifying against it keeps "unknown email" as slow as a real one. */
export const unknownMemberHash = (N: number): string =>
  `scrypt$${N}$${BLOCK_SIZE}$1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;
