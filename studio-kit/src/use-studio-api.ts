import { bilingual } from '@fanhub/contract';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { StudioApiError } from './api-client';
import type { StudioDataProvider } from './data-provider';

/** The contract's own calls: each answers the API's envelope (`{ status: true, … }`). */
const CONTRACT_CALLS = new Set<string | symbol>(['get', 'post', 'put', 'send']);

const signedOut = () =>
  new StudioApiError(
    bilingual('Sesi berakhir; masuk lagi untuk melanjutkan', 'Your session ended; sign in again to go on'),
    401,
  );

/**
 * The studio's calls, typed by the contract, through react-admin's data provider: a page's call that the API
 * answers 401 signs the staff member out as a list's would. The one way a studio page reaches the API.
 *
 * Once react-admin has signed the staff member out it answers the refused call with an empty record
 * (`{ data: {} }`), not the refusal: a page would take that for the API's answer (a door would count its owed
 * scans as sent, and forget them). The contract's calls reject instead, as the API refused them.
 */
export function useStudioApi(): StudioDataProvider {
  const provider = useDataProvider<StudioDataProvider>();
  return useMemo(
    () =>
      new Proxy(provider, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (!CONTRACT_CALLS.has(name) || typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            const answer: unknown = await (value as (...args: unknown[]) => Promise<unknown>)(...args);
            if ((answer as { status?: unknown } | null)?.status !== true) throw signedOut();
            return answer;
          };
        },
      }),
    [provider],
  );
}
