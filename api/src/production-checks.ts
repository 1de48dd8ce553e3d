import type { Env } from './config';
import { OWASP_SCRYPT_N } from './modules/auth/passwords';

/**
 * What production refuses to start with, each naming its variable: anything that would hand out free coins,
 * publish demo accounts, or leave accounts and secrets unprotected.
 */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  const require = (name: keyof Env, why: string) => {
    if (!env[name]) problems.push(`${name}: required in production (${why})`);
  };
  require('JWT_SECRET', 'signs access tokens');
  require('DATABASE_URL', 'a PostgreSQL server every replica shares; the embedded database is for development');
  require('PUBLIC_API_URL', "the API's public address, used in image and payment URLs");
  require('CORS_ORIGINS', 'the origins of the site');
  require('SMTP_URL', 'password-reset codes and security notices are sent by email');
  require('STUDIO_SECRET_KEY', "seals staff members' authenticator secrets");
  require('TICKET_SIGNING_KEYS', 'signs event tickets; the key the API would otherwise keep in the database is in every backup (ADR-268)');

  const testPayments =
    env.PAYMENT_PROVIDER === 'sandbox'
      ? 'PAYMENT_PROVIDER=sandbox lets anyone approve their own order'
      : !env.MIDTRANS_IS_PRODUCTION
        ? "MIDTRANS_IS_PRODUCTION=false: Midtrans' public simulator settles any order"
        : undefined;
  if (testPayments && !env.UNSAFE_STAGING_TEST_PAYMENTS) {
    problems.push(
      `${env.PAYMENT_PROVIDER === 'sandbox' ? 'PAYMENT_PROVIDER' : 'MIDTRANS_IS_PRODUCTION'}: ${testPayments}, ` +
        'which gives away coins for free; for a staging site set UNSAFE_STAGING_TEST_PAYMENTS=true',
    );
  }
  if (env.DEVELOPMENT_SIGN_IN_PROVIDER)
    problems.push(
      'DEVELOPMENT_SIGN_IN_PROVIDER: the development sign-in provider signs anyone in as any email (ADR-294)',
    );
  if (env.PASSWORD_SCRYPT_N < OWASP_SCRYPT_N)
    problems.push(`PASSWORD_SCRYPT_N: at least ${OWASP_SCRYPT_N} in production (OWASP)`);
  return problems;
}
