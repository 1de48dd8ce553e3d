import { Type } from '@sinclair/typebox';
import { endpoint, endpointTable } from './endpoint';
import { Envelope } from './schema-kit';

/** How stored uploads are named: 32 random hex digits and the image type's extension. */
export const STORED_FILE_NAME = '^[a-f0-9]{32}\\.(png|jpg|webp|gif)$';

export const fileEndpoints = endpointTable(
  endpoint('POST', '/file', {
    tag: 'file',
    summary: 'Upload an image (multipart: file, usage); answers its URL',
    auth: true,
    multipart: true,
    response: Envelope(Type.Object({ urlStream: Type.String() })),
    errors: [401, 413],
  }),
  endpoint('GET', '/file/:name', {
    tag: 'file',
    summary: 'An uploaded image',
    params: Type.Object({ name: Type.String({ pattern: STORED_FILE_NAME }) }),
    errors: [404],
  }),
);
