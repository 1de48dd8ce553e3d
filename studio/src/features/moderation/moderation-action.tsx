import { useStudioCall } from '@fanhub/studio-kit';
import { Button, useCanAccess, useResourceContext } from 'react-admin';

/**
 * One moderation step on a row (hide or restore a message, suspend or restore a fan), for the roles that may
 * take it; the API writes it in the audit trail.
 */
export function ModerationAction({ label, path, body }: { label: string; path: string; body: object }) {
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
