import { api, unwrap } from '@fanhub/shared-auth';

export const updateAvatar = (memberId: string, avatar: string) =>
  unwrap(api.put('/member/:userId', { params: { userId: memberId }, body: { avatar } }));
