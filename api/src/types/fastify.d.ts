import type { Config } from '../config';
import type { Database } from '../db/database';
import type { FileStorage } from '../modules/file/storage';
import type { PaymentProvider } from '../payments/provider';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    payments: PaymentProvider;
    /** Where uploads (and generated seed images) are stored. */
    storage: FileStorage;
    /** preHandler: refuses with 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    memberId: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; typ: 'access' } | { sub: string; typ: 'password-reset'; pwv: string };
    user: { sub: string; typ: string };
  }
}
