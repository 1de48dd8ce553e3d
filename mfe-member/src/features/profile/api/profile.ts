import type { MemberUpdate } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

export const getMember = (memberId: string) =>
  unwrap(api.get('/member/:userId', { params: { userId: memberId } }));

/** Saves the changed fields; answers the server's message and the saved profile. */
export const updateProfile = (memberId: string, changes: MemberUpdate) =>
  api.put('/member/:userId', { params: { userId: memberId }, body: changes });
