import * as openid from 'openid-client';
import type { SignInProviderConfig } from '../../config';
import type { SignInProviderId } from '@fanhub/contract';

/** What each provider's button says. */
export const PROVIDER_NAMES: Record<SignInProviderId, string> = { google: 'Google', apple: 'Apple' };

/** What each provider is asked for: Apple knows `name` where OpenID has `profile`. */
const SCOPES: Record<SignInProviderId, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
};

export interface ProviderClient {
  settings: SignInProviderConfig;
  scope: string;
  /** The provider's discovered configuration with this client's credentials (openid-client). */
  configuration(): Promise<openid.Configuration>;
}

/**
 * The configured providers as openid-client sees them, each discovered once, when first needed (a provider that
 * does not answer then is asked again next time).
 */
export function providerClients(providers: SignInProviderConfig[]): Map<SignInProviderId, ProviderClient> {
  return new Map(
    providers.map((settings) => {
      let discovered: Promise<openid.Configuration> | undefined;
      const discover = async () => {
        const authentication =
          settings.authentication === 'post'
            ? openid.ClientSecretPost(settings.clientSecret)
            : openid.ClientSecretBasic(settings.clientSecret);
        return openid.discovery(new URL(settings.issuer), settings.clientId, undefined, authentication, {
          // The development provider is plain http on loopback; production's providers are https.
          execute: settings.development ? [openid.allowInsecureRequests] : [],
        });
      };
      const configuration = () => {
        discovered ??= discover().catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
        return discovered;
      };
      return [settings.id, { settings, scope: SCOPES[settings.id], configuration }];
    }),
  );
}
