import type { ApiClient } from '@fanhub/contract';
import { unwrap } from './api-client';
import type { SessionStore } from './session-store';

/**
 * A fan's new profile photo: the file goes to `POST /file` first (docs/product.md section 5), then its address onto
 * the profile; the session takes the saved avatar, so the top bar and the menu follow. Answers that address.
 */
export async function changeProfilePhoto(api: ApiClient, session: SessionStore, file: File): Promise<string> {
  const memberId = session.user?._id;
  if (!memberId) throw new Error('changeProfilePhoto needs a signed-in fan');
  const form = new FormData();
  form.append('usage', `avatar_${Date.now()}`);
  form.append('file', file);
  const { urlStream } = await unwrap(api.post('/file', { body: form }));
  const member = await unwrap(
    api.put('/member/:userId', { params: { userId: memberId }, body: { avatar: urlStream } }),
  );
  session.update({ avatar: member.avatar });
  return member.avatar ?? urlStream;
}
