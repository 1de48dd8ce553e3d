import { createHash, randomUUID } from 'node:crypto';
import { endpoints } from '@fanhub/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readingThePrimary } from '../db/public-reads';

/** Public reads, by their contract tag. */
const CACHED_SECTIONS = ['fans pick', 'fan funding', 'events', 'news', 'banners', 'seo', 'mvp', 'pricing'];
/** Which of them a successful write of a tag changes; a write of any tag not listed changes all of them. */
const CHANGED_BY: Record<string, string[]> = {
  'fans pick': ['fans pick', 'mvp'],
  'fan funding': ['fan funding', 'mvp'],
  events: ['events', 'mvp'],
  auth: [],
  payments: [],
  pricing: [],
  notification: [],
  file: [],
  'web vitals': [],
  'studio: staff': [],
  'studio: fans pick': ['fans pick'],
  'studio: fan funding': ['fan funding'],
  'studio: events': ['events'],
  // An approved change shows on its voting's, campaign's or event's pages, or in the coin store.
  'studio: revisions': ['fans pick', 'fan funding', 'events', 'pricing'],
  'studio: content': ['news', 'banners', 'seo'],
  'studio: pricing': ['pricing'],
  // A payout paid shows on its campaign's page.
  'studio: finance': ['fan funding'],
  // A hidden or restored message changes the supporter lists of both sections.
  moderation: ['fans pick', 'fan funding'],
  'studio: moderation': ['fans pick', 'fan funding'],
  // Voided votes lower projects' totals and the month's rankings; the difficulty changes no page.
  'studio: fair play': ['fans pick', 'mvp'],
};
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CHANNEL = 'fanhub_public_reads';
const MAX_ENTRIES = 2000;
/** Longest a read waits for another request computing the same answer before computing it itself. */
const FLIGHT_WAIT_MS = 1000;
// Browsers and the gateway ask again every time; an unchanged answer then costs a 304 and no body.
const CACHE_CONTROL = 'no-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the public reads of `sections` on every replica: for changes made outside a request (a job). */
    forgetPublicReads(sections: string[]): void;
  }
  interface FastifyContextConfig {
    /** The section a public read belongs to; its answers are cached. */
    publicRead?: string;
    /** The sections a successful write changes. */
    changes?: string[];
  }
}

interface Flight {
  generation: number;
  landed: Promise<void>;
  land(): void;
}

interface Entry {
  body: string;
  etag: string;
  generation: number;
  storedAt: number;
}

/**
 * Keeps the answers of public reads (home lists, details, news, banners, MVPs) for `ttlMs`, until a write
 * changes their section. A write forgets its sections before its answer leaves, on this replica, and tells the
 * other replicas by NOTIFY; a read computed while a write landed is not kept. A fan therefore sees their own
 * vote in the totals they read next. One request at a time computes a URL's answer. Answers carry an ETag;
 * a matching If-None-Match gets a 304.
 */
export const publicReadCachePlugin = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.publicReadCacheTtlMs;
  const { readCacheRequests } = app.metrics;
  const replica = randomUUID();
  const generations = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const generationAtStart = new WeakMap<FastifyRequest, number>();
  let hearingOthers = false;

  const generationOf = (section: string) => generations.get(section) ?? 0;
  const forget = (sections: Iterable<string>) => {
    for (const section of sections) generations.set(section, generationOf(section) + 1);
  };
  const forgetAll = () => forget(CACHED_SECTIONS);

  // Writes of one moment are told to the other replicas in one NOTIFY.
  const untold = new Set<string>();
  let telling = false;
  const tellOthers = async () => {
    telling = true;
    while (untold.size > 0) {
      const sections = [...untold];
      untold.clear();
      await app.db
        .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ replica, sections })])
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not tell other replicas of a write'));
    }
    telling = false;
  };

  const forgetEverywhere = (sections: Iterable<string>) => {
    forget(sections);
    for (const section of sections) untold.add(section);
    if (!telling && untold.size > 0) void tellOthers();
  };
  app.decorate('forgetPublicReads', (sections: string[]) => forgetEverywhere(sections));

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const path = route.url.replace(/^\/v1/, '');
    for (const method of methods) {
      const call = (endpoints as Record<string, { tag: string; auth?: boolean; operator?: boolean }>)[
        `${method} ${path}`
      ];
      if (!call) continue;
      if (method === 'GET' && !call.auth && !call.operator && CACHED_SECTIONS.includes(call.tag)) {
        route.config = { ...route.config, publicRead: call.tag };
      }
      if (WRITES.has(method))
        route.config = { ...route.config, changes: CHANGED_BY[call.tag] ?? CACHED_SECTIONS };
    }
  });
  if (ttlMs === 0) return;

  const stopListening = await app.db.listen(CHANNEL, {
    message(payload) {
      const told = JSON.parse(payload) as { replica: string; sections: string[] };
      if (told.replica !== replica) forget(told.sections);
    },
    // While the listening connection is down, other replicas' writes go unheard: keep nothing.
    connected(up) {
      hearingOthers = up;
      forgetAll();
    },
  });
  app.addHook('onClose', stopListening);

  // One request at a time computes a URL's answer (a flight); the others get the kept answer when no write
  // has changed it (only its time is up), or wait for the flight's.
  const flights = new Map<string, Flight>();
  const flightOf = new WeakMap<FastifyRequest, Flight>();
  const land = (request: FastifyRequest) => {
    const flight = flightOf.get(request);
    if (!flight) return;
    flightOf.delete(request);
    if (flights.get(request.url) === flight) flights.delete(request.url);
    flight.land();
  };

  app.addHook('onRequest', async (request, reply) => {
    const section = request.routeOptions.config.publicRead;
    if (!section || request.method !== 'GET' || !hearingOthers || readingThePrimary()) return;
    const generation = generationOf(section);
    const unchanged = () => {
      const entry = entries.get(request.url);
      return entry?.generation === generationOf(section) ? entry : undefined;
    };
    const serve = (entry: Entry) => {
      reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
      const notModified = request.headers['if-none-match'] === entry.etag;
      readCacheRequests.inc({ result: notModified ? 'not_modified' : 'hit' });
      if (notModified) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    };
    let entry = unchanged();
    if (entry && Date.now() - entry.storedAt < ttlMs) return serve(entry);
    const flight = flights.get(request.url);
    if (flight?.generation === generation) {
      if (entry) return serve(entry);
      await Promise.race([flight.landed, new Promise((resolve) => setTimeout(resolve, FLIGHT_WAIT_MS))]);
      entry = unchanged();
      if (entry) return serve(entry);
    } else {
      let landed!: () => void;
      const mine = { generation, landed: new Promise<void>((resolve) => (landed = resolve)), land: landed };
      flights.set(request.url, mine);
      flightOf.set(request, mine);
      // Whatever becomes of the request (an error, a client gone), its flight lands when its answer is done.
      reply.raw.once('close', () => land(request));
    }
    generationAtStart.set(request, generationOf(section));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { changes, publicRead } = request.routeOptions.config;
    if (changes && reply.statusCode < 400) {
      forgetEverywhere(changes);
      return payload;
    }
    const generation = generationAtStart.get(request);
    if (!publicRead || generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    readCacheRequests.inc({ result: 'miss' });
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (generation === generationOf(publicRead)) {
      entries.delete(request.url); // re-inserted last: the oldest entry is the first to go
      entries.set(request.url, { body: payload, etag, generation, storedAt: Date.now() });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
