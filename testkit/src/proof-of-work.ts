import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { dataOf, type CallApi } from './calls';

/**
 * A solved proof-of-work challenge, as the ALTCHA widget sends it: a fresh challenge from the API, solved here
 * the way the browser solves it (docs/fair-play.md).
 */
export async function solvedChallenge(call: CallApi): Promise<string> {
  const challenge = await dataOf<Challenge>(call, { path: '/v1/auth/challenge' });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge found no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
