import type { DataExport } from '@fanhub/contract';
import { api, unwrap } from '@fanhub/shared-auth';

/** Answers the session with its new token: every other session has ended. */
export const changePassword = (
  memberId: string,
  body: { currentPassword: string; password: string; confirmPassword: string },
) => api.put('/member/:userId/password', { params: { userId: memberId }, body });

export const exportMyData = (memberId: string): Promise<DataExport> =>
  unwrap(api.get('/member/:userId/export', { params: { userId: memberId } }));

export const deleteAccount = (memberId: string, password: string) =>
  api.delete('/member/:userId', { params: { userId: memberId }, body: { password } });
