import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { detectImageFormat, IMAGE_TYPES, imageTypeOfExtension, reencodeImage } from './image-type';
import { recordUpload, uploadsToday } from './uploads';
import { imageAtWidth } from './variants';

const USAGE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const notAnImage = () =>
  errors.badRequest(
    'NOT_AN_IMAGE',
    bilingual(
      'File harus berupa gambar (PNG, JPEG, WebP atau GIF)',
      'File must be an image (PNG, JPEG, WebP or GIF)',
    ),
    'file',
  );

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
      let usage: string | undefined;
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || bytes) throw notAnImage();
          bytes = await part.toBuffer();
        } else if (part.fieldname === 'usage') {
          usage = String(part.value);
        }
      }
      if (!bytes || bytes.length === 0) {
        throw errors.badRequest(
          'FILE_REQUIRED',
          bilingual('Pilih file gambar', 'Choose an image file'),
          'file',
        );
      }
      if (!usage || !USAGE_PATTERN.test(usage)) {
        throw errors.badRequest(
          'INVALID_USAGE',
          bilingual(
            'Kolom usage wajib diisi (huruf, angka, _ atau -)',
            'Field usage is required (letters, digits, _ or -)',
          ),
          'usage',
        );
      }
      const format = await detectImageFormat(bytes);
      if (!format) throw notAnImage();
      // What is stored is a fresh encoding: no metadata (GPS, camera) of the fan's file survives.
      const clean = await reencodeImage(bytes, format).catch(() => {
        throw notAnImage();
      });
      const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[format].extension}`;
      await storage.save(name, clean);
      await recordUpload(app.db, { name, memberId: request.memberId, bytes: clean.length });
      request.log.info({ usage, name, bytes: clean.length }, 'file stored');
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
