import { api, unwrap, type Envelope, type SessionUser } from '@fanhub/shared-auth';

export const login = (email: string, password: string) =>
  unwrap(api.json.post<Envelope<SessionUser>>('/auth/login', { email: email.trim(), password }));
