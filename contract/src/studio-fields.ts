import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';

/** A required text of the studio's forms, with its bilingual message. */
export const text = (max: number, id: string, en: string) =>
  Type.String({ minLength: 1, maxLength: max, 'x-message': bilingual(id, en) });

/** An image uploaded to fanhub (`POST /studio/files`): its URL or its `/v1/file/…` path. */
export const ContentImage = Type.String({
  minLength: 1,
  maxLength: 500,
  'x-message': bilingual('Unggah gambar lewat Studio', 'Upload the image through the Studio'),
});
