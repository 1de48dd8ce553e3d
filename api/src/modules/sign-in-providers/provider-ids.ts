import type { SignInProviderId } from '@fanhub/contract';

/** What the API's development configuration uses as each stand-in's client: not a secret, never in production. */
export const developmentClient = (provider: SignInProviderId) => ({
  clientId: `${provider}-development`,
  clientSecret: `${provider}-development-secret-never-in-production`,
});

/** The address a provider sends the fan back to, on the API. */
export const callbackUrl = (publicApiUrl: string, provider: SignInProviderId) =>
  `${publicApiUrl}/v1/auth/providers/${provider}/callback`;
