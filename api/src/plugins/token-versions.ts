import type { FastifyInstance } from 'fastify';

/** The database announces every change of a member's token version here (a trigger on `members`, db/schema.sql). */
const CHANNEL = 'fanhub_token_versions';
/** Calls that end a member's sessions (their token version goes up). */
const ENDING_SESSIONS = [
  'POST /auth/reset-password',
  'PUT /member/:userId/password',
  'DELETE /member/:userId',
  'POST /studio/fans/:memberId/suspension',
];
const MAX_ENTRIES = 100_000;
/** A kept version is read again after this long, whatever was heard. */
const KEPT_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful answer means some member's older sessions ended. */
    endsSessions?: boolean;
  }
}

interface Kept {
  version: number;
  at: number;
}

/**
 * Members' token versions, kept in this process so that a signed-in request costs no query to check that its
 * token was not ended by a password change or an account deletion. Kept only while every change is heard: a
 * change on another replica arrives by NOTIFY (a trigger sends it when the row changes), one on this replica is
 * forgotten before its answer leaves, and nothing is kept while the listening connection is down. A version read
 * while any change was heard is not kept.
 */
export async function tokenVersions(
  app: FastifyInstance,
): Promise<(memberId: string) => Promise<number | undefined>> {
  const kept = new Map<string, Kept>();
  let hearing = false;
  let changes = 0;
  const forget = (memberId?: string) => {
    changes += 1;
    if (memberId === undefined) kept.clear();
    else kept.delete(memberId);
  };

  const stopListening = await app.db.listen(CHANNEL, {
    message: (memberId) => forget(memberId),
    connected(up) {
      hearing = up;
      forget();
    },
  });
  app.addHook('onClose', stopListening);

  app.addHook('onRoute', (route) => {
    const path = route.url.replace(/^\/v1/, '');
    const ends = [route.method].flat().some((method) => ENDING_SESSIONS.includes(`${method} ${path}`));
    if (ends) route.config = { ...route.config, endsSessions: true };
  });
  // Which member a reset ended is not known here; the rare reset forgets them all.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.endsSessions && reply.statusCode < 400) forget();
  });

  return async (memberId) => {
    const known = kept.get(memberId);
    if (hearing && known && Date.now() - known.at < KEPT_MS) return known.version;
    const changesBefore = changes;
    const { rows } = await app.db.query<{ version: number }>(
      'SELECT token_version AS version FROM members WHERE id = $1',
      [memberId],
    );
    const version = rows[0]?.version;
    if (version !== undefined && hearing && changes === changesBefore) {
      kept.delete(memberId); // re-inserted last: the oldest entry is the first to go
      kept.set(memberId, { version, at: Date.now() });
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
    }
    return version;
  };
}
