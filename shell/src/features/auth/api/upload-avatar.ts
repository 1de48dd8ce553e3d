import { api, unwrap } from '@fanhub/shared-auth';

/** Uploads the photo (multipart `file` + `usage`); answers its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('usage', `avatar_${Date.now()}`);
  form.append('file', file);
  const { urlStream } = await unwrap(api.post('/file', { body: form }));
  return urlStream;
}
