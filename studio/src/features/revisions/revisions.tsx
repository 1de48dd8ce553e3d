import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import {
  ANY_REVISION_DECIDER,
  bilingual,
  REVISION_DECIDERS,
  type Revision,
  type RevisedRecord,
} from '@fanhub/contract';
import { StudioActionButton, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';

const RECORD_LABELS: Record<RevisedRecord, string> = {
  voting: 'Voting',
  'voting project': bilingual('Proyek voting', 'Voting project'),
  campaign: bilingual('Kampanye', 'Campaign'),
  event: 'Event',
  'coin package': bilingual('Paket koin', 'Coin package'),
};
const OUTCOME_LABELS: Record<NonNullable<Revision['outcome']>, string> = {
  approved: bilingual('Disetujui', 'Approved'),
  rejected: bilingual('Ditolak', 'Rejected'),
  withdrawn: bilingual('Ditarik', 'Withdrawn'),
};
const outcomeLabel = (revision: Revision) =>
  revision.outcome ? OUTCOME_LABELS[revision.outcome] : bilingual('Menunggu tinjauan', 'Waiting for review');

const shown = (value: unknown) =>
  value === null || value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

/** Each changed field: what fans see now beside what is proposed. */
function FieldChanges() {
  const revision = useRecordContext<Revision>();
  if (!revision) return null;
  return (
    <Table size="small" data-testid="revision-changes">
      <TableHead>
        <TableRow>
          <TableCell>{bilingual('Isian', 'Field')}</TableCell>
          <TableCell>{bilingual('Dilihat fans sekarang', 'Fans see now')}</TableCell>
          <TableCell>{bilingual('Diusulkan', 'Proposed')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {revision.fields.map(({ field, current, proposed }) => (
          <TableRow key={field}>
            <TableCell>{field}</TableCell>
            <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
              {shown(current)}
            </TableCell>
            <TableCell>{shown(proposed)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Approve or reject, for staff other than the proposer whose role decides on the record's kind; the proposer may
 * withdraw; anyone else is told who decides. The API decides.
 */
function Decision() {
  const revision = useRecordContext<Revision>();
  const { identity } = useGetIdentity();
  if (!revision || revision.outcome) return null;
  const path = '/studio/revisions/:revisionId/decision';
  const params = { revisionId: revision._id };
  const own = identity?.email === revision.proposedByEmail;
  if (!own && !REVISION_DECIDERS[revision.recordType].includes(identity?.role))
    return (
      <Alert severity="info" data-testid="revision-decision">
        {bilingual(
          `Perubahan ini diputuskan oleh ${REVISION_DECIDERS[revision.recordType].join(', ')} selain pengusulnya`,
          `This change is decided by ${REVISION_DECIDERS[revision.recordType].join(', ')} other than its proposer`,
        )}
      </Alert>
    );
  return (
    <Stack direction="row" spacing={2} data-testid="revision-decision">
      {own ? (
        <StudioActionButton
          label={bilingual('Tarik perubahan', 'Withdraw')}
          path={path}
          request={{ params, body: { decision: 'withdraw' } }}
        />
      ) : (
        <>
          <StudioActionButton
            label={bilingual('Setujui', 'Approve')}
            path={path}
            request={{ params, body: { decision: 'approve' } }}
          />
          <StudioActionButton
            label={bilingual('Tolak', 'Reject')}
            path={path}
            request={{ params, body: { decision: 'reject' } }}
          />
        </>
      )}
    </Stack>
  );
}

const RecordType = (_props: { label: string }) => {
  const revision = useRecordContext<Revision>();
  return revision ? <>{RECORD_LABELS[revision.recordType]}</> : null;
};

/**
 * Changes to published votings, projects, campaigns and events and to coin packages on sale: pending ones first,
 * each shown field by field beside what fans see, approved or rejected by a second pair of eyes.
 */
export const revisionResource: StudioResource = {
  name: 'revisions',
  options: { label: bilingual('Perubahan untuk ditinjau', 'Changes for review') },
  list: () => (
    <List
      filters={[
        <BooleanInput key="pending" source="pending" label={bilingual('Menunggu', 'Pending')} alwaysOn />,
      ]}
      filterDefaultValues={{ pending: true }}
      sort={{ field: 'proposedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RecordType label={bilingual('Data', 'Record')} />
        <TextField source="recordTitle" label={bilingual('Judul', 'Title')} sortable={false} />
        <TextField
          source="proposedByEmail"
          label={bilingual('Diusulkan oleh', 'Proposed by')}
          sortable={false}
        />
        <WibDateField source="proposedAt" showTime label={bilingual('Waktu', 'When')} />
        <FunctionField label="Status" render={outcomeLabel} />
      </Datagrid>
    </List>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <RecordType label={bilingual('Data', 'Record')} />
        <TextField source="recordTitle" label={bilingual('Judul', 'Title')} />
        <TextField source="proposedByEmail" label={bilingual('Diusulkan oleh', 'Proposed by')} />
        <WibDateField source="proposedAt" showTime label={bilingual('Waktu', 'When')} />
        <FunctionField label="Status" render={outcomeLabel} data-testid="revision-outcome" />
        <TextField source="decidedByEmail" label={bilingual('Diputuskan oleh', 'Decided by')} emptyText="–" />
        <FieldChanges />
        <Decision />
      </SimpleShowLayout>
    </Show>
  ),
  api: { list: '/studio/revisions', one: '/studio/revisions/:revisionId' },
  writers: ANY_REVISION_DECIDER,
};
