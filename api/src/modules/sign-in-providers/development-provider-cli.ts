import { startDevelopmentProvider } from './development-provider';

/**
 * The development sign-in provider as its own process (`npm start` and the API tests start it): PORT, and
 * PUBLIC_API_URL, the API it sends fans back to. Its discovery document answers once it listens.
 */
const port = Number(process.env.PORT ?? 4600);
const publicApiUrl = process.env.PUBLIC_API_URL ?? 'http://localhost:4000';
const issuer = process.env.ISSUER ?? `http://localhost:${port}`;

void startDevelopmentProvider({ port, issuer, publicApiUrl }).then(() =>
  console.log(`Development sign-in provider (Google and Apple stand-in) on ${issuer}`),
);
