import { errors } from './app-error';

/**
 * A fan's own calls (`/member/:userId/...`): the id in the path must be the signed-in member's, else 403. Answers
 * the member's id.
 */
export function ownMemberId(requested: string, memberId: string): string {
  if (requested !== memberId) throw errors.forbidden();
  return memberId;
}
