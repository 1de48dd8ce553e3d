import { generate } from 'otplib';
import { dataOf, type CallApi } from './calls';
import { pause } from './waiting';

/** A signed-in staff member: the session, and the authenticator secret to sign in again with. */
export interface SignedInStaff {
  id: string;
  email: string;
  role: string;
  token: string;
  auth: { authorization: string };
  secret: string;
  /** The authenticator's time step this sign-in used: the next sign-in with `secret` must use a later one. */
  step: number;
}

const STEP_SECONDS = 30;
/** The last time step each authenticator secret has given a code for: the API takes each step once. */
const lastStepOf = new Map<string, number>();

/**
 * The code an authenticator app would show, for a step after the last one this secret was used with (the API
 * refuses a code twice), in this process or before it (`usedStep`, kept by a caller across processes): this
 * step's, else the next one's (the API accepts one step ahead), else it waits.
 */
export async function authenticatorCode(secret: string, usedStep = 0): Promise<string> {
  lastStepOf.set(secret, Math.max(usedStep, lastStepOf.get(secret) ?? 0));
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = Math.max(now, lastStepOf.get(secret)! + 1);
    if (step <= now + 1) {
      lastStepOf.set(secret, step);
      return generate({ secret, epoch: step * STEP_SECONDS });
    }
    await pause(1000);
  }
}

/**
 * Signs a staff member in as the studio does: the password, then the authenticator's code. An account that
 * has none yet enrols one on the way (its secret is in the answer, as the enrolment screen shows it);
 * otherwise pass the `secret` it enrolled (and `usedStep`, the step its last sign-in in another process used).
 */
export async function signInStaff(
  call: CallApi,
  account: { email: string; password: string; secret?: string; usedStep?: number },
): Promise<SignedInStaff> {
  const step = await dataOf<{ step: 'totp' | 'enrol'; challenge: string; secret?: string }>(call, {
    method: 'POST',
    path: '/v1/studio/auth/sign-in',
    body: { email: account.email, password: account.password },
  });
  const secret = step.secret ?? account.secret;
  if (!secret) throw new Error(`${account.email} has an authenticator; pass its secret`);
  const session = await dataOf<{ staff: { _id: string; email: string; role: string }; access_token: string }>(
    call,
    {
      method: 'POST',
      path: '/v1/studio/auth/second-factor',
      body: { challenge: step.challenge, code: await authenticatorCode(secret, account.usedStep) },
    },
  );
  return {
    id: session.staff._id,
    email: session.staff.email,
    role: session.staff.role,
    token: session.access_token,
    auth: { authorization: `Bearer ${session.access_token}` },
    secret,
    step: lastStepOf.get(secret)!,
  };
}
