import { bilingual, type AnyApiRequest, type PathOf, type RequestArgs } from '@fanhub/contract';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useStudioApi } from './use-studio-api';

/**
 * A studio step that is one call (a life-cycle step, hiding a message, suspending a fan): while it runs the
 * caller's button is busy; then the page says it is saved and reloads its records, or shows the API's bilingual
 * refusal.
 */
export function useStudioCall(done = bilingual('Tersimpan', 'Saved')) {
  const api = useStudioApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  /** Answers whether the API took it. */
  const send = async (path: string, request?: AnyApiRequest) => {
    setBusy(true);
    try {
      await api.send('POST', path, request);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** A call of the contract, typed by it. */
  const post = <P extends PathOf<'POST'>>(path: P, ...request: RequestArgs<'POST', P>) =>
    send(path, request[0] as AnyApiRequest | undefined);
  return { busy, post, send };
}
