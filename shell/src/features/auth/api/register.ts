import { api, unwrap, type Envelope, type SessionUser } from '@fanhub/shared-auth';

export interface Registration {
  fullName: string;
  birthDate: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  referalCode?: string;
}

/** Creates the account; the API answers the signed-in session. */
export const register = (registration: Registration) =>
  unwrap(api.json.post<Envelope<SessionUser>>('/auth/register', registration));
