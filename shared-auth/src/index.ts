export { ApiError, NETWORK_ERROR_MESSAGE, refusalMessage, unwrap } from './api-client';
export { keepSessionFresh } from './fresh-session';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency-key';
export { IntentChannel, type Intent } from './intents';
export { keepOnDevice, keptOnDevice } from './kept-on-device';
export { followLiveTally, useLiveTally, type LiveTallies } from './live-tally';
export {
  DEFAULT_API_BASE_URL,
  getRuntimeConfig,
  applyRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';
export {
  api,
  changePhoto,
  intents,
  session,
  SessionProvider,
  signInWithPassword,
  unreadNotifications,
  useSession,
} from './session';
export { SessionStore, type MemberReader } from './session-store';
export type { SessionUser } from './session-user';
