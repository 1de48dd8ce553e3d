import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { auditedChange, type AuditedRecord } from '../../studio/audited-change';
import {
  autoHideReports,
  findFan,
  findMessage,
  listFans,
  listMessages,
  reportMessage,
  setAutoHideReports,
  setMessageHidden,
  setSuspended,
} from './repository';

const MESSAGE: AuditedRecord<NonNullable<Awaited<ReturnType<typeof findMessage>>>> = {
  recordType: 'message',
  what: { id: 'Pesan', en: 'Message' },
  view: findMessage,
};
const FAN: AuditedRecord<NonNullable<Awaited<ReturnType<typeof findFan>>>> = {
  recordType: 'fan',
  what: { id: 'Fan', en: 'Fan' },
  view: findFan,
};

/**
 * Moderation: fans report messages; the studio hides and restores them and suspends or restores fans. Coins,
 * totals and the ledger are never touched: a hidden message is only not shown to other fans.
 */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(app, 'POST /client/messages/report'),
    handler: async (request) => {
      const { kind, messageId } = request.body;
      const found = await db.transaction((tx) =>
        reportMessage(tx, { kind, messageId, memberId: request.memberId }),
      );
      if (!found) throw errors.notFound(MESSAGE.what);
      return {
        status: true as const,
        message: bilingual('Terima kasih, laporanmu kami terima', 'Thank you, we have your report'),
      };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/messages'),
    handler: async (request) => {
      const { kind, state, q, ...page } = request.query;
      const { items, total } = await listMessages(db, { kind, state, q }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/messages/:messageId'),
    handler: async (request) => {
      const message = await findMessage(db, request.params.messageId);
      if (!message) throw errors.notFound(MESSAGE.what);
      return { status: true as const, data: message };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/messages/:messageId/moderation'),
    handler: async (request) => {
      const { messageId } = request.params;
      const { action } = request.body;
      const message = await auditedChange(db, actorOf(request), MESSAGE, messageId, action, (tx) =>
        setMessageHidden(tx, messageId, action === 'hide' ? 'moderator' : null),
      );
      return { status: true as const, data: message! };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/settings/moderation'),
    handler: async () => ({ status: true as const, data: { autoHideReports: await autoHideReports(db) } }),
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/settings/moderation'),
    handler: async (request) => {
      const after = request.body;
      await db.transaction(async (tx) => {
        const before = { autoHideReports: await autoHideReports(tx) };
        await setAutoHideReports(tx, after.autoHideReports);
        await recordAudit(tx, actorOf(request), {
          action: 'update',
          recordType: 'setting',
          recordId: 'moderation',
          before,
          after,
        });
      });
      return { status: true as const, data: after };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/fans'),
    handler: async (request) => {
      const { q, suspended, ...page } = request.query;
      const { items, total } = await listFans(db, { q, suspended }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/fans/:memberId'),
    handler: async (request) => {
      const fan = await findFan(db, request.params.memberId);
      if (!fan) throw errors.notFound(FAN.what);
      return { status: true as const, data: fan };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/fans/:memberId/suspension'),
    handler: async (request) => {
      const { memberId } = request.params;
      const { suspended } = request.body;
      const fan = await auditedChange(
        db,
        actorOf(request),
        FAN,
        memberId,
        suspended ? 'suspend' : 'restore',
        (tx) => setSuspended(tx, memberId, suspended),
      );
      return { status: true as const, data: fan! };
    },
  });
};
