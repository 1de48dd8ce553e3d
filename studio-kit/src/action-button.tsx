import type { AnyApiRequest, ApiRequest, PathOf } from '@fanhub/contract';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import { useStudioCall } from './use-studio-call';

/**
 * One step on a record (hide a message, suspend a fan, release a hold, approve a proposal), for the roles that
 * may write the resource; the API decides and writes it in the audit trail. The call is the contract's: `path`
 * and `request` are checked against it.
 */
export function StudioActionButton<P extends PathOf<'POST'>>({
  label,
  path,
  request,
  done,
}: {
  label: string;
  path: P;
  request: ApiRequest<'POST', P>;
  /** What the page says once the API took it (else that it is saved). */
  done?: string;
}) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const { busy, send } = useStudioCall(done);
  if (!canAccess) return null;
  return (
    <Button
      label={label}
      disabled={busy}
      variant="outlined"
      onClick={(event) => {
        event.stopPropagation();
        void send(path, request as AnyApiRequest);
      }}
    />
  );
}
