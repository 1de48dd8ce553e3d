import { bilingual } from '@fanhub/contract';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { studioApi } from './api-client';

/**
 * A studio step that is one call (a life-cycle step, hiding a message, suspending a fan): while it runs the
 * caller's button is busy; then the page says it is saved and reloads the record, or shows the API's bilingual
 * refusal.
 */
export function useStudioCall(done = bilingual('Tersimpan', 'Saved')) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  /** Answers whether the API took it. */
  const post = async (path: string, body?: object, headers?: Record<string, string>) => {
    setBusy(true);
    try {
      await studioApi.post(path, body, { headers });
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
  return { busy, post };
}
