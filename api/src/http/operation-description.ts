import type { EndpointSpec, ErrorStatus } from '@fanhub/contract';

/** What each refusal status means, for the OpenAPI description of every call. */
const REFUSALS: Record<400 | ErrorStatus, string> = {
  400: '400 when the request breaks its schema (the message names the field)',
  401: '401 without a valid token',
  403: "403 for another member's data",
  404: '404 when what it names does not exist',
  409: '409 on a conflict (too few coins, a key reused for another request, something done once already)',
  413: '413 when the body is too large',
  422: '422 when a rule refuses it (a voting ended, a campaign completed, an event over)',
  429: '429 after too many attempts (the message says when to try again)',
  502: '502 when the payment provider does not answer',
  503: '503 when the database is busy or away (nothing was written)',
};

/** An operation's description: what it does, who may call it, and what each refusal it may answer means. */
export function operationDescription(call: EndpointSpec): string {
  const who = call.staff
    ? `Studio staff only, with the role ${call.staff.join(', ')}: needs a staff session.`
    : call.operator
      ? 'Operators only: needs the operator token as a bearer token.'
      : call.auth
        ? "Needs a signed-in fan's bearer token."
        : 'Open to anyone.';
  const refusals = [400 as const, ...(call.errors ?? [])].map((status) => REFUSALS[status]);
  return `${call.summary}. ${who} Refusals carry a bilingual \`message\` and a \`code\`: ${refusals.join('; ')}.`;
}
