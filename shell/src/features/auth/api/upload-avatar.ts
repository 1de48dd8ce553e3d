import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

/** Uploads the photo (multipart `file` + `usage`); answers its URL. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('usage', `avatar_${Date.now()}`);
  form.append('file', file);
  const { urlStream } = await unwrap(api.multipart.post<Envelope<{ urlStream: string }>>('/file', form));
  return urlStream;
}
