import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { bilingual } from '@fanhub/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../http/app-error';
import { contractRoute } from '../../http/contract-route';
import { detectImageType, imageTypeOfExtension } from './image-type';

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
  await app.register(multipart, {
    limits: { fileSize: app.config.uploads.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.route({
    ...contractRoute(app, 'POST /file'),
    handler: async (request) => {
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
      const type = await detectImageType(bytes);
      if (!type) throw notAnImage();
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await storage.save(name, bytes);
      request.log.info({ usage, name, bytes: bytes.length }, 'file stored');
      return { status: true as const, data: { urlStream: `${app.config.publicApiUrl}/v1/file/${name}` } };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /file/:name'),
    handler: async (request, reply) => {
      const { name } = request.params;
      const stream = await storage.open(name);
      const type = imageTypeOfExtension(name.split('.').pop() ?? '');
      if (!stream || !type) throw errors.notFound({ id: 'File', en: 'File' });
      return reply
        .header('content-type', type.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  });
};
