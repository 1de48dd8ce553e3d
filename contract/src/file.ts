import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { CONTENT_EDITORS } from './publication';
import { Envelope } from './schema-kit';

/** How stored uploads are named: 32 random hex digits and the image type's extension. */
export const STORED_FILE_NAME = '^[a-f0-9]{32}\\.(png|jpg|webp|gif)$';

/**
 * The widths an image is served at besides its own (`GET /file/{name}?w=640`, WebP): what a page's `srcset`
 * offers, so that a phone downloads a phone-sized picture.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const fileEndpoints = endpointTable(
  endpoint('POST', '/file', {
    operationId: 'uploadImage',
    tag: 'file',
    summary: 'Upload an image (multipart: file, usage); answers its URL',
    auth: true,
    multipart: true,
    response: Envelope(Type.Object({ urlStream: Type.String() })),
    errors: [401, 413],
  }),
  endpoint('POST', '/studio/files', {
    operationId: 'studioUploadImage',
    tag: 'file',
    summary: 'Upload a content image from the studio (multipart: file, usage); answers its URL',
    staff: CONTENT_EDITORS,
    multipart: true,
    response: Envelope(Type.Object({ urlStream: Type.String() })),
    errors: [401, 403, 413],
  }),
  endpoint('GET', '/file/:name', {
    operationId: 'getImage',
    answer: {
      contentType: 'image/*',
      description:
        'The image, re-encoded when it was uploaded; as WebP at most `w` pixels wide when `w` is given',
    },
    tag: 'file',
    summary: 'An uploaded image; with `w`, as WebP at most that wide',
    params: Type.Object({ name: Type.String({ pattern: STORED_FILE_NAME }) }),
    querystring: Type.Object(
      {
        w: Type.Optional(
          Type.Unsafe<ImageWidth>({
            type: 'integer',
            enum: [...IMAGE_WIDTHS],
            'x-message': `Lebar harus salah satu dari / Width must be one of ${IMAGE_WIDTHS.join(', ')}`,
          }),
        ),
      },
      { additionalProperties: false },
    ),
    errors: [404],
  }),
);
