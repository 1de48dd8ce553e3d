import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Fields that hold an image address. */
const MEDIA_FIELDS = new Set(['image', 'avatar', 'ogImage', 'twitterImage']);

/**
 * Images the API serves itself are stored as paths (`/v1/file/…`), so moving the API to another address
 * breaks none of them; answers carry them as absolute URLs, because the site's apps run on other origins.
 */
export const absoluteMediaUrlsPlugin = fp(async (app: FastifyInstance) => {
  const base = app.config.publicApiUrl;
  const absolutize = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(absolutize);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      copy[key] =
        MEDIA_FIELDS.has(key) && typeof field === 'string' && field.startsWith('/v1/')
          ? base + field
          : absolutize(field);
    }
    return copy;
  };
  app.addHook('preSerialization', async (_request, _reply, payload) => absolutize(payload));
});
