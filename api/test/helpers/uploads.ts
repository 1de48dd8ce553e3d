import type { FastifyInstance } from 'fastify';

/**
 * A multipart/form-data upload to POST /v1/file (or the studio's `url`), built by the platform's own FormData as a
 * browser would.
 */
export async function uploadFile(
  app: FastifyInstance,
  auth: { authorization?: string },
  parts: { file?: { bytes: Buffer; name: string; type: string }; usage?: string },
  url = '/v1/file',
) {
  const form = new FormData();
  if (parts.usage !== undefined) form.append('usage', parts.usage);
  if (parts.file)
    form.append('file', new Blob([parts.file.bytes], { type: parts.file.type }), parts.file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
