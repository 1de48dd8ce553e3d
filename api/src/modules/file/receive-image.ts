import { randomBytes } from 'node:crypto';
import { bilingual } from '@fanhub/contract';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/app-error';
import { detectImageFormat, IMAGE_TYPES, reencodeImage } from './image-type';
import type { FileStorage } from './storage';

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

/**
 * The image of a multipart upload (`file`, and what it is for, `usage`), judged by its content and stored as a
 * fresh encoding: no metadata (GPS, camera) of the uploaded file survives. Answers its stored name and size.
 */
export async function receiveImage(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ name: string; bytes: number; usage: string }> {
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
    throw errors.badRequest('FILE_REQUIRED', bilingual('Pilih file gambar', 'Choose an image file'), 'file');
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
  const clean = await reencodeImage(bytes, format).catch(() => {
    throw notAnImage();
  });
  const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[format].extension}`;
  await storage.save(name, clean);
  return { name, bytes: clean.length, usage };
}
