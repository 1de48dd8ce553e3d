import type { Member, Session } from '@fanhub/contract';

/** The signed-in member as the API answers sign-in (docs/product.md section 3), with the bearer token. */
export type SessionUser = Member & Pick<Session, 'access_token'>;
