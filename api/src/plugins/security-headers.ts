import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers Helmet sets with `options`: they depend on the options alone, never on the request. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options of this route over the site's (a page of the API's own, say). */
    helmet?: HelmetOptions;
    /** The headers they give, worked out when the route is added. */
    securityHeaders?: Record<string, string>;
  }
}

/**
 * A route's own options over the site's. Its Content-Security-Policy directives go over the site's directives
 * rather than replacing them: a page of the API's own (the sandbox payment) keeps the site's rules, such as not
 * upgrading requests to https on a plain-http localhost, where WebKit, unlike Chromium and Firefox, upgrades
 * localhost too and the page's own calls then reach nothing.
 */
function overTheSites(site: HelmetOptions, own: HelmetOptions): HelmetOptions {
  const sitePolicy = site.contentSecurityPolicy;
  const ownPolicy = own.contentSecurityPolicy;
  // Helmet's options type is a union of its old and new option names, which a spread does not keep.
  if (typeof sitePolicy !== 'object' || typeof ownPolicy !== 'object')
    return { ...site, ...own } as HelmetOptions;
  const contentSecurityPolicy = {
    ...sitePolicy,
    ...ownPolicy,
    directives: { ...sitePolicy.directives, ...ownPolicy.directives },
  };
  return { ...site, ...own, contentSecurityPolicy } as HelmetOptions;
}

/**
 * Helmet's security headers on every answer. Helmet runs once, at start (once more for a route with options of
 * its own), and each answer gets the headers it set; built anew for every request, as @fastify/helmet does, it
 * cost a fifth of a cached public read's time.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRoute', (route) => {
    const own = route.config?.helmet;
    if (own) route.config = { ...route.config, securityHeaders: helmetHeaders(overTheSites(options, own)) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? headers);
    done();
  });
});
