import { useStudioCall } from './use-studio-call';
import { Button, useCanAccess, useResourceContext } from 'react-admin';

/**
 * One step on a record (hide a message, suspend a fan, release a hold, approve a proposal), for the roles that
 * may write the resource; the API decides and writes it in the audit trail.
 */
export function StudioActionButton({ label, path, body }: { label: string; path: string; body: object }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const { busy, post } = useStudioCall();
  if (!canAccess) return null;
  return (
    <Button
      label={label}
      disabled={busy}
      variant="outlined"
      onClick={(event) => {
        event.stopPropagation();
        void post(path, body);
      }}
    />
  );
}
