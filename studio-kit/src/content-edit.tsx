import Alert from '@mui/material/Alert';
import { bilingual, SENT_FOR_REVIEW, type PendingRevision } from '@fanhub/contract';
import {
  Button,
  Create,
  Edit,
  Link,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type CreateProps,
  type EditProps,
  type RedirectionSideEffect,
  type RaRecord,
} from 'react-admin';

type Revisable = RaRecord & { pendingRevision?: PendingRevision | null };

/**
 * After a save: "sent for review" when the API kept the change for a second pair of eyes, react-admin's own
 * `done` message otherwise; then to the page react-admin would go to.
 */
function useSavedOrSentForReview(resourceName: string | undefined, done: string, to: RedirectionSideEffect) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext({ resource: resourceName });
  return (record: Revisable) => {
    if (record.pendingRevision) notify(SENT_FOR_REVIEW, { type: 'info' });
    else notify(done, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect(to, resource, record.id, record);
  };
}

/**
 * The edit page of a voting, project, campaign, event or coin package. Once fans see it the API keeps a change
 * for review instead of applying it; the page then says so instead of "saved".
 */
export function ContentEdit(props: EditProps) {
  const onSuccess = useSavedOrSentForReview(
    props.resource,
    'ra.notification.updated',
    props.redirect ?? 'list',
  );
  return <Edit mutationMode="pessimistic" {...props} mutationOptions={{ onSuccess }} />;
}

/**
 * The create page of a record fans see only once a second pair of eyes approves it (a coin package on sale): the
 * page says the record waits for review instead of "created".
 */
export function ReviewedCreate(props: CreateProps) {
  const onSuccess = useSavedOrSentForReview(
    props.resource,
    'ra.notification.created',
    props.redirect ?? 'list',
  );
  return <Create {...props} mutationOptions={{ onSuccess }} />;
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
