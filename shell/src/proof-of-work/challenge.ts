import { api, unwrap } from '@fanhub/shared-auth';

/**
 * The ALTCHA widget's `fetch` for its challenge: the API answers it in the usual envelope, so this asks through
 * the shared client and hands the widget the challenge alone, as a fetch Response.
 */
export const fetchChallenge: typeof fetch = async () =>
  new Response(JSON.stringify(await unwrap(api.get('/auth/challenge'))), {
    headers: { 'content-type': 'application/json' },
  });
