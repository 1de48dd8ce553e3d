export { ApiError, NETWORK_ERROR_MESSAGE, unwrap, type ApiClient, type ApiRequest } from './api-client';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency-key';
export { IntentChannel, type Intent } from './intents';
export { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { api, intents, session, SessionProvider, signInWithPassword, useSession } from './session';
export { SessionStore, type MemberReader } from './session-store';
export type { SessionUser } from './session-user';
