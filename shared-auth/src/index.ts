export {
  ApiError,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  unwrap,
  type ApiClient,
  type Envelope,
} from './api-client';
export { IntentChannel, type Intent } from './intents';
export {
  DEFAULT_API_BASE_URL,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';
export { api, intents, session, SessionProvider, signInWithPassword, useSession } from './session';
export { AUTH_KEY, USER_KEY } from './session-storage';
export { SignedInAs } from './signed-in-as';
export { SessionStore, type MemberReader } from './session-store';
export type { SessionUser } from './session-user';
