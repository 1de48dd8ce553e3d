import multipart from '@fastify/multipart';
import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { IMAGE_TYPES, imageTypeOfExtension } from './image-type';
import { receiveImage } from './receive-image';
import { actorOf, recordAudit } from '../../staff/audit-trail';
import { recordUpload, uploadsToday } from './uploads';
import { imageAtWidth } from './variants';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { storage } = app;
  const { maxBytes, rateLimit, dailyQuota } = app.config.uploads;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.route({
    ...contractRoute(app, 'POST /file'),
    config: { rateLimit },
    handler: async (request) => {
      if ((await uploadsToday(app.db, request.memberId)) >= dailyQuota) {
        throw new AppError(
          429,
          'UPLOAD_QUOTA_EXCEEDED',
          bilingual(
            `Batas ${dailyQuota} unggahan per hari tercapai; coba lagi besok`,
            `You reached the limit of ${dailyQuota} uploads a day; try again tomorrow`,
          ),
        );
      }
      const { name, bytes, usage } = await receiveImage(request, storage);
      await recordUpload(app.db, { name, memberId: request.memberId, bytes });
      request.log.info({ usage, name, bytes }, 'file stored');
      return { status: true as const, data: { urlStream: `${app.config.publicApiUrl}/v1/file/${name}` } };
    },
  });

  app.route({
    ...contractRoute(app, 'POST /studio/files'),
    config: { rateLimit },
    handler: async (request) => {
      const { name, bytes, usage } = await receiveImage(request, storage);
      await app.db.transaction(async (tx) => {
        await recordUpload(tx, { name, staffId: request.staff.id, bytes });
        await recordAudit(tx, actorOf(request), {
          action: 'upload',
          recordType: 'file',
          recordId: name,
          after: { name, bytes, usage },
        });
      });
      return { status: true as const, data: { urlStream: `${app.config.publicApiUrl}/v1/file/${name}` } };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /file/:name'),
    handler: async (request, reply) => {
      const { name } = request.params;
      const { w: width } = request.query;
      const type = width ? IMAGE_TYPES.webp : imageTypeOfExtension(name.split('.').pop() ?? '');
      const image = width ? await imageAtWidth(storage, name, width) : await storage.open(name);
      if (!image || !type) throw errors.notFound({ id: 'File', en: 'File' });
      return reply
        .header('content-type', type.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  });
};
