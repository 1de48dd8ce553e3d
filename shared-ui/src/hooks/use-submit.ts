import { useState } from 'react';

/**
 * Sending a form or an action: `busy` while it runs (buttons show it and refuse a second press), and a failure
 * handed to `onFailure`, never thrown: each form says it its own way (an inline error, a toast). `run`
 * answers what the action answered, or undefined when it failed.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    action: () => Promise<T>,
    onFailure: (failure: unknown) => void,
  ): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await action();
    } catch (failure) {
      onFailure(failure);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
