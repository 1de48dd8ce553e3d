/** The signed-in member as the API answers login (SPEC.md section 3), with the bearer token. */
export interface SessionUser {
  _id: string;
  fullName: string;
  email: string;
  avatar: string | null;
  birthDate: string | null;
  gender: string;
  phone: string;
  referalCode: string | null;
  coins: number;
  access_token: string;
}
