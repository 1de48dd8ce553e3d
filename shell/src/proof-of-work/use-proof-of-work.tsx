import { useCallback, useState } from 'react';
import { ProofOfWorkCheck } from './proof-of-work-check';

/**
 * A form's proof of work: `altcha` is the solution to send (null until solved), `check` the widget to show,
 * `renew()` asks for a fresh solution after the form was sent (a solution is spent by the server either way).
 */
export function useProofOfWork() {
  const [altcha, setAltcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const renew = useCallback(() => setRound((previous) => previous + 1), []);
  return { altcha, renew, check: <ProofOfWorkCheck onSolved={setAltcha} round={round} /> };
}
