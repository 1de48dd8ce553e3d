import { startDevelopmentProvider } from './development-provider';
import { MISTAKES, type Mistake } from './mis-signed-id-tokens';

/**
 * The development sign-in provider as its own process (`npm start` and the API tests start it): PORT, and
 * PUBLIC_API_URL, the API it sends fans back to; for the API's tests, ID_TOKEN_MISTAKE (audience, issuer or
 * expired). Its discovery document answers once it listens.
 */
const port = Number(process.env.PORT ?? 4600);
const publicApiUrl = process.env.PUBLIC_API_URL ?? 'http://localhost:4000';
const issuer = process.env.ISSUER ?? `http://localhost:${port}`;
const mistake = process.env.ID_TOKEN_MISTAKE as Mistake | undefined;
if (mistake && !MISTAKES.includes(mistake))
  throw new Error(`ID_TOKEN_MISTAKE: one of ${MISTAKES.join(', ')}`);

void startDevelopmentProvider({ port, issuer, publicApiUrl, mistake }).then(() =>
  console.log(`Development sign-in provider (Google and Apple stand-in) on ${issuer}`),
);
