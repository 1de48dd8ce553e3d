import type { webcrypto } from 'node:crypto';
import * as jose from 'jose';

type CryptoKey = webcrypto.CryptoKey;
import type Provider from 'oidc-provider';

/**
 * What the development provider may get wrong on purpose, for the API's tests (ADR-294): its ID tokens for another
 * client, from another issuer, or expired an hour ago, each still signed with its own key, so that only the check
 * of that claim can refuse them.
 */
export const MISTAKES = ['audience', 'issuer', 'expired'] as const;
export type Mistake = (typeof MISTAKES)[number];

/** A signing key the provider publishes and this module signs with too. */
export async function providerSigningKey(): Promise<{ jwk: jose.JWK; key: CryptoKey; kid: string }> {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  const jwk = await jose.exportJWK(privateKey);
  const kid = await jose.calculateJwkThumbprint(jwk);
  return { jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' }, key: privateKey, kid };
}

/** Replaces the ID token of every token answer with one that makes `mistake`. */
export function misSignIdTokens(
  provider: Provider,
  mistake: Mistake,
  signing: { key: CryptoKey; kid: string },
): void {
  provider.use(async (context, next) => {
    await next();
    const answer = context.body as { id_token?: string } | undefined;
    if (context.path !== '/token' || typeof answer?.id_token !== 'string') return;
    const claims = jose.decodeJwt(answer.id_token);
    const now = Math.floor(Date.now() / 1000);
    const wrong =
      mistake === 'audience'
        ? { ...claims, aud: 'another-client' }
        : mistake === 'issuer'
          ? { ...claims, iss: 'https://accounts.example' }
          : { ...claims, iat: now - 7200, exp: now - 3600 };
    answer.id_token = await new jose.SignJWT(wrong)
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid })
      .sign(signing.key);
  });
}
