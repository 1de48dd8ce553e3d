import { bilingual, type StaffRole } from '@fanhub/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errors } from '../http/app-error';
import { sessionState } from '../staff/staff-repository';

type SignedInStaff = FastifyRequest['staff'];
const SIGNED_IN = Symbol('signed-in staff');

const roleNotAllowed = () =>
  new AppError(
    403,
    'ROLE_NOT_ALLOWED',
    bilingual('Peranmu tidak boleh melakukan ini', 'Your role may not do this'),
  );

/**
 * Staff sessions for the studio's calls. Each request reads the account afresh (studio traffic is small), so a
 * sign-out, a role change or disabling an account holds on every replica at its next request. A fan's token is
 * never a staff token, nor the reverse (`typ`).
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  // An object per request: the decoration is a getter over a slot of the request's own.
  app.decorateRequest('staff', {
    getter(this: FastifyRequest & { [SIGNED_IN]?: SignedInStaff }) {
      if (!this[SIGNED_IN]) throw errors.unauthenticated();
      return this[SIGNED_IN];
    },
    setter(this: FastifyRequest & { [SIGNED_IN]?: SignedInStaff }, staff: SignedInStaff) {
      this[SIGNED_IN] = staff;
    },
  });
  app.decorate('authenticateStaff', (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const claims = await request.jwtVerify<{ sub: string; typ: string; ver: number }>().catch(() => {
      throw errors.unauthenticated();
    });
    if (claims.typ !== 'staff') throw errors.unauthenticated();
    const account = await sessionState(app.db, claims.sub);
    if (!account || account.disabled || account.tokenVersion !== claims.ver) throw errors.unauthenticated();
    if (!roles.includes(account.role)) throw roleNotAllowed();
    request.staff = { id: claims.sub, email: account.email, role: account.role };
  });
});
