import Alert from '@mui/material/Alert';
import { bilingual, SENT_FOR_REVIEW, type PendingRevision } from '@fanhub/contract';
import {
  Button,
  Edit,
  Link,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type EditProps,
  type RaRecord,
} from 'react-admin';

type Revisable = RaRecord & { pendingRevision?: PendingRevision | null };

/**
 * The edit page of a voting, project, campaign or event. Once it is published the API keeps a change for review
 * instead of applying it; the page then says so instead of "saved".
 */
export function ContentEdit(props: EditProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext(props);
  return (
    <Edit
      mutationMode="pessimistic"
      {...props}
      mutationOptions={{
        onSuccess: (record: Revisable) => {
          if (record.pendingRevision) notify(SENT_FOR_REVIEW, { type: 'info' });
          else notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect(props.redirect ?? 'list', resource, record.id, record);
        },
      }}
    />
  );
}

/** A change waiting for review (fans see the record without it), with the way to it. */
export function PendingRevisionNotice() {
  const pending = useRecordContext<Revisable>()?.pendingRevision;
  if (!pending) return null;
  return (
    <Alert
      severity="info"
      data-testid="pending-revision"
      action={
        <Button
          component={Link}
          to={`/revisions/${pending._id}/show`}
          label={bilingual('Tinjau', 'Review')}
        />
      }
    >
      {bilingual(
        `Perubahan dari ${pending.proposedByEmail} menunggu ditinjau: fans belum melihatnya`,
        `A change by ${pending.proposedByEmail} is waiting for review: fans do not see it yet`,
      )}
    </Alert>
  );
}
