import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bilingual, type News } from '@fanhub/contract';
import { pageMeta } from '../../db/paging';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../staff/audit-trail';
import { auditedChange, auditedCreate, updateColumns, type AuditedRecord } from '../../studio/audited-change';
import { ownUploadPath } from '../file/uploads';
import { findNews, insertNews, listNews } from './repository';
import { deleteRow } from '../../db/rows';

const NEWS: AuditedRecord<News> = {
  recordType: 'news',
  what: { id: 'Berita', en: 'News item' },
  view: findNews,
};
const COLUMNS = { title: 'title', image: 'image', url: 'url', author: 'author', date: 'published_at' };

/** The studio's news: items fans see from their date, each change with its audit line. */
export const newsStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const imagePath = (url: string) => ownUploadPath(db, app.config.publicApiUrl, url);

  app.route({
    ...contractRoute(app, 'GET /studio/news'),
    handler: async (request) => {
      const { q, ...page } = request.query;
      const { items, total } = await listNews(db, { scheduled: true, q }, page);
      return { status: true as const, data: items, meta: pageMeta(page, total) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /studio/news/:newsId'),
    handler: async (request) => {
      const news = await findNews(db, request.params.newsId);
      if (!news) throw errors.notFound(NEWS.what);
      return { status: true as const, data: news };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/news'),
    handler: async (request, reply) => {
      const { title, url, author, date } = request.body;
      const image = await imagePath(request.body.image);
      const news = await auditedCreate(db, actorOf(request), NEWS, (tx) =>
        insertNews(tx, { title, image, url, author, date }),
      );
      reply.code(201);
      return { status: true as const, data: news };
    },
  });

  app.route({
    ...contractRoute(app, 'PUT /studio/news/:newsId'),
    handler: async (request) => {
      const { newsId } = request.params;
      const changes = { ...request.body };
      if (changes.image !== undefined) changes.image = await imagePath(changes.image);
      const news = await auditedChange(db, actorOf(request), NEWS, newsId, 'update', (tx) =>
        updateColumns(tx, 'news', newsId, changes, COLUMNS),
      );
      return { status: true as const, data: news! };
    },
  });

  app.route({
    ...contractRoute(app, 'DELETE /studio/news/:newsId'),
    handler: async (request) => {
      const { newsId } = request.params;
      await auditedChange(db, actorOf(request), NEWS, newsId, 'delete', (tx) =>
        deleteRow(tx, 'news', newsId),
      );
      return { status: true as const, message: bilingual('Berita dihapus', 'News item deleted') };
    },
  });
};
