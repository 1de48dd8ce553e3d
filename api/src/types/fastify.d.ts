import type { SharedCounters, StaffRole } from '@fanhub/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PublicReads } from '../db/public-reads';
import type { JobQueue } from '../jobs/job-queue';
import type { FileStorage } from '../modules/file/storage';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { TicketKeys } from '../modules/tickets/signing-keys';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** What public reads (the same for every fan) run on: the replica while it keeps up, else `db`. */
    publicReads: PublicReads;
    payments: PaymentProvider;
    /** Where uploads (and generated seed images) are stored. */
    storage: FileStorage;
    /** preHandler: refuses with 401 unless the request carries a valid access token of a current session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: refuses with 401 unless the request carries the operator token. */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    /**
     * A preHandler for a studio call: 401 unless the request carries a current staff session, 403 unless the
     * staff member's role is one of `roles`.
     */
    authenticateStaff: (roles: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
    mailer: Mailer;
    /** Work after the fan's answer (mails): queued in the transaction it follows, run by some replica. */
    jobs: JobQueue;
    /** The keys event tickets are signed and checked with (read once). */
    ticketKeys: () => Promise<TicketKeys>;
    /** Where rate-limit counters are shared between replicas (Redis): answering, down, or not set up. */
    sharedCounters: () => SharedCounters;
  }
  interface FastifyReply {
    /** The error code the answer carries (ErrorResponse.code), set by the one error handler. */
    errorCode: string | undefined;
  }
  interface FastifyRequest {
    memberId: string;
    /** The signed-in staff member of a studio call. */
    staff: { id: string; email: string; role: StaffRole };
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /**
     * typ: a fan's session (`access`), a staff member's (`staff`), or the step between a staff member's password
     * and second factor (`staff-challenge`). ver: the account's token version when the token was signed; a
     * higher one ends this session.
     */
    payload: { sub: string; typ: 'access' | 'staff' | 'staff-challenge'; ver: number };
    user: { sub: string; typ: string; ver: number };
  }
}
