import { api, unwrap, type Envelope, type SessionUser } from '@fanhub/shared-auth';

export const updateAvatar = (memberId: string, avatar: string) =>
  unwrap(api.json.put<Envelope<Omit<SessionUser, 'access_token'>>>(`/member/${memberId}`, { avatar }));
