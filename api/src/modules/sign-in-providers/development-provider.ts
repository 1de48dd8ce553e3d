import { createServer, type Server } from 'node:http';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import { misSignIdTokens, providerSigningKey, type Mistake } from './mis-signed-id-tokens';
import { SIGN_IN_PROVIDERS } from '@fanhub/contract';
import { callbackUrl, developmentClient } from './provider-ids';

/**
 * panva's oidc-provider as Google and Apple stand in, for tests and `npm start` (ADR-294): one client each (the
 * Apple one answers by form_post, as Apple does), PKCE required, and its own sign-in page where the email typed is
 * the account. An email starting with "unverified" comes back with `email_verified: false`.
 */
export function developmentProvider(issuer: string, publicApiUrl: string, signingKey: JWK): Provider {
  return new Provider(issuer, {
    clients: SIGN_IN_PROVIDERS.map((provider) => {
      const { clientId, clientSecret } = developmentClient(provider);
      return {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [callbackUrl(publicApiUrl, provider)],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: provider === 'apple' ? 'client_secret_post' : 'client_secret_basic',
      };
    }),
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The sign-in page's "login" is the fan's email; their name is its first part.
    findAccount: (_context, email) => ({
      accountId: email,
      claims: () => ({
        sub: email,
        email,
        email_verified: !email.startsWith('unverified'),
        name: email.split('@')[0]!,
      }),
    }),
    // The ID token carries the email, as Google's and Apple's do (oidc-provider keeps scope claims for userinfo).
    conformIdTokenClaims: false,
    cookies: { keys: ['fanhub-development-provider-cookies-never-in-production'] },
    jwks: { keys: [signingKey] },
    features: { devInteractions: { enabled: true } },
  });
}

/**
 * The development provider listening on 127.0.0.1:`port`; resolves once it listens. With `mistake` (tests only),
 * its ID tokens make that mistake (mis-signed-id-tokens.ts).
 */
export async function startDevelopmentProvider(options: {
  port: number;
  issuer: string;
  publicApiUrl: string;
  mistake?: Mistake;
}): Promise<Server> {
  const signing = await providerSigningKey();
  const provider = developmentProvider(options.issuer, options.publicApiUrl, signing.jwk);
  if (options.mistake) misSignIdTokens(provider, options.mistake, signing);
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return server;
}
