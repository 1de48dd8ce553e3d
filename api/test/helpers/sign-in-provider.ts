import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startServer, type StartedServer } from '@fanhub/testkit';
import { createTestApp, type TestApp } from './test-app';
import { CookieJar } from 'tough-cookie';

const API_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The development sign-in provider (oidc-provider, ADR-294) as its own process on loopback, sending fans back to
 * the API at `publicApiUrl`: as `npm start` runs it, or making `mistake` in every ID token it issues.
 */
export async function startSignInProvider(
  publicApiUrl: string,
  { mistake }: { mistake?: 'audience' | 'issuer' | 'expired' } = {},
): Promise<StartedServer & { issuer: string }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const server = await startServer('sign-in-provider', {
    args: ['-r', 'esbuild-register', 'src/modules/sign-in-providers/development-provider-cli.ts'],
    cwd: API_ROOT,
    port,
    readyPath: '/.well-known/openid-configuration',
    logDir: mkdtempSync(path.join(tmpdir(), 'fanhub-sign-in-provider-')),
    env: {
      ...process.env,
      PORT: String(port),
      ISSUER: issuer,
      PUBLIC_API_URL: publicApiUrl,
      ...(mistake ? { ID_TOKEN_MISTAKE: mistake } : {}),
    },
  });
  return { ...server, issuer };
}

/** The site provider sign-in sends fans back to, in the tests. */
export const SITE = 'http://localhost:3000';

/**
 * The API listening on loopback (`api` is its address) with the development provider, in its own process, as both
 * Google and Apple: real HTTP all the way, as a fan's browser meets them.
 */
export async function apiWithSignInProvider(options: { mistake?: 'audience' | 'issuer' | 'expired' } = {}) {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const provider = await startSignInProvider(api, options);
  let testApp: TestApp | undefined;
  try {
    testApp = await createTestApp({
      PUBLIC_API_URL: api,
      PUBLIC_SITE_URL: SITE,
      DEVELOPMENT_SIGN_IN_PROVIDER: provider.issuer,
    });
    await testApp.app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await testApp?.close();
    await provider.stop();
    throw error;
  }
  const app = testApp;
  return {
    testApp: app,
    api,
    close: async () => {
      await app.close();
      await provider.stop();
    },
  };
}

/** A form of a page: where it goes and its fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name && value !== undefined) fields[name] = value.replace(/&#x2F;/g, '/').replace(/&amp;/g, '&');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * A fan's browser over HTTP, as far as provider sign-in needs one: cookies per site, redirects followed, forms
 * posted. It stops at the first address on the site (`siteUrl`), which it answers, as the fan's page would land.
 */
export function fanBrowser(siteUrl: string) {
  const jar = new CookieJar();
  const visit = async (
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: string; status: number; html: string }> => {
    let address = url;
    let request = init;
    for (let hop = 0; hop < 20; hop += 1) {
      if (address.startsWith(siteUrl)) return { url: address, status: 0, html: '' };
      const response = await fetch(address, {
        method: request.method ?? 'GET',
        redirect: 'manual',
        headers: {
          cookie: await jar.getCookieString(address),
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: request.form ? new URLSearchParams(request.form) : undefined,
      });
      for (const cookie of response.headers.getSetCookie()) await jar.setCookie(cookie, address);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        address = new URL(location, address).toString();
        request = {};
        continue;
      }
      return { url: address, status: response.status, html: await response.text() };
    }
    throw new Error(`too many redirects from ${url}`);
  };

  return {
    visit,
    /** Submits the page's form with these fields over its own (the provider's sign-in and consent pages). */
    submit: (page: { url: string; html: string }, fields: Record<string, string> = {}) => {
      const form = formOf(page.html);
      return visit(new URL(form.action, page.url).toString(), {
        method: 'POST',
        form: { ...form.fields, ...fields },
      });
    },
  };
}

/**
 * Goes through the development provider as `email` from the API's start address: its sign-in page, its consent
 * page, and back (with `formPost`, Apple's way: a page whose form posts itself to the API). Answers the site's
 * address the fan lands on.
 */
export async function continueWithProvider(
  browser: ReturnType<typeof fanBrowser>,
  startUrl: string,
  email: string,
  { formPost = false } = {},
): Promise<URL> {
  const signIn = await browser.visit(startUrl);
  const consent = await browser.submit(signIn, { login: email, password: 'any' });
  let landed = await browser.submit(consent);
  // form_post (Apple): the provider's page carries the answer in a form that posts itself to the API.
  if (formPost) {
    if (landed.status !== 200 || !landed.html.includes('method="post"'))
      throw new Error(`no form_post page: ${landed.status} ${landed.url}`);
    landed = await browser.submit(landed);
  }
  if (landed.status !== 0) throw new Error(`did not land on the site: ${landed.status} ${landed.url}`);
  return new URL(landed.url);
}

/** What the site reads from the address it lands on: the handoff code, or the refusal's code. */
export const landing = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
