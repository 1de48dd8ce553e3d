import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADJUSTMENT_REASONS, bilingual, FINANCE, type StudioAdjustment } from '@fanhub/contract';
import { StudioActionButton, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';

const DIRECTIONS = [
  { id: 'grant', name: bilingual('Tambah', 'Grant') },
  { id: 'deduct', name: bilingual('Kurangi', 'Deduct') },
];
const REASONS = Object.entries(ADJUSTMENT_REASONS).map(([id, label]) => ({
  id,
  name: `${label.id} / ${label.en}`,
}));
const STATUSES = [
  { id: 'proposed', name: bilingual('Diusulkan', 'Proposed') },
  { id: 'executed', name: bilingual('Dijalankan', 'Executed') },
  { id: 'rejected', name: bilingual('Ditolak', 'Rejected') },
];

function AdjustmentList() {
  return (
    <List
      filters={[<SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn />]}
      sort={{ field: 'proposedAt', order: 'DESC' }}
    >
      {/* To its page, where it is approved or rejected (its proposer changes it from there). */}
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="fanEmail" label="Fan" sortable={false} />
        <SelectField
          source="direction"
          label={bilingual('Arah', 'Direction')}
          choices={DIRECTIONS}
          sortable={false}
        />
        <NumberField source="coins" label="Koin" sortable={false} />
        <SelectField
          source="reasonCode"
          label={bilingual('Alasan', 'Reason')}
          choices={REASONS}
          sortable={false}
        />
        <SelectField source="status" label="Status" choices={STATUSES} sortable={false} />
        <TextField source="proposedBy" label={bilingual('Diusulkan', 'Proposed by')} sortable={false} />
        <WibDateField source="proposedAt" showTime label={bilingual('Waktu', 'When')} />
      </Datagrid>
    </List>
  );
}

function AdjustmentFields({ withFan }: { withFan: boolean }) {
  return (
    <>
      {withFan && (
        <ReferenceInput source="memberId" reference="fans">
          <AutocompleteInput
            label="Fan"
            optionText={(fan: { fullName: string; email: string }) => `${fan.fullName} (${fan.email})`}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
      )}
      <SelectInput
        source="direction"
        label={bilingual('Arah', 'Direction')}
        choices={DIRECTIONS}
        validate={required()}
      />
      <NumberInput source="coins" label="Koin / Coins" min={1} validate={required()} />
      <SelectInput
        source="reasonCode"
        label={bilingual('Alasan', 'Reason')}
        choices={REASONS}
        validate={required()}
      />
      <TextInput source="note" label={bilingual('Catatan', 'Note')} multiline validate={required()} />
    </>
  );
}

/**
 * Approve (a finance person other than the proposer, on the version shown) or reject a proposal; its proposer may
 * withdraw it. The API decides and refuses an approval of a proposal that changed since.
 */
function Decision() {
  const adjustment = useRecordContext<StudioAdjustment>();
  const { identity } = useGetIdentity();
  const { canAccess: mayDecide } = useCanAccess({ action: 'edit', resource: 'adjustments' });
  if (!adjustment || adjustment.status !== 'proposed') return null;
  const request = { params: { adjustmentId: adjustment._id }, body: { version: adjustment.version } };
  const own = identity?.email === adjustment.proposedBy;
  return (
    <Stack spacing={1} data-testid="adjustment-decision">
      <Typography variant="body2" color="text.secondary" data-testid="adjustment-who-decides">
        {!mayDecide
          ? bilingual(
              'Hanya staf finance selain pengusulnya yang bisa menyetujui atau menolak penyesuaian ini',
              'Only a finance person other than its proposer can approve or reject this adjustment',
            )
          : own
            ? bilingual(
                'Kamu yang mengusulkannya: staf finance lain yang menyetujuinya (kamu bisa menariknya)',
                'You proposed it: another finance person approves it (you may withdraw it)',
              )
            : bilingual('Menunggu keputusanmu', 'Waiting for your decision')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {!own && (
          <StudioActionButton
            label={bilingual('Setujui', 'Approve')}
            path="/studio/adjustments/:adjustmentId/approve"
            request={request}
          />
        )}
        <StudioActionButton
          label={own ? bilingual('Tarik usulan', 'Withdraw') : bilingual('Tolak', 'Reject')}
          path="/studio/adjustments/:adjustmentId/reject"
          request={request}
        />
      </Stack>
    </Stack>
  );
}

/** A proposal can still change (by its proposer, the API checks); a decided adjustment offers nothing to edit. */
function AdjustmentActions() {
  const adjustment = useRecordContext<StudioAdjustment>();
  return <TopToolbar>{adjustment?.status === 'proposed' && <EditButton />}</TopToolbar>;
}

function AdjustmentShow() {
  return (
    <Show actions={<AdjustmentActions />}>
      <SimpleShowLayout>
        <TextField source="fanName" label="Fan" />
        <TextField source="fanEmail" label="Email" />
        <SelectField source="direction" label={bilingual('Arah', 'Direction')} choices={DIRECTIONS} />
        <NumberField source="coins" label="Koin" />
        <SelectField source="reasonCode" label={bilingual('Alasan', 'Reason')} choices={REASONS} />
        <TextField source="note" label={bilingual('Catatan', 'Note')} />
        <SelectField source="status" label="Status" choices={STATUSES} data-testid="adjustment-status" />
        <NumberField source="version" label={bilingual('Versi', 'Version')} />
        <TextField source="proposedBy" label={bilingual('Diusulkan oleh', 'Proposed by')} />
        <TextField source="decidedBy" label={bilingual('Diputuskan oleh', 'Decided by')} emptyText="–" />
        <TextField source="transferId" label="Transfer" emptyText="–" />
        <Decision />
      </SimpleShowLayout>
    </Show>
  );
}

/** Coins granted or deducted by hand: one finance person proposes, another approves, and only then do they move. */
export const adjustmentResource: StudioResource = {
  name: 'adjustments',
  options: { label: bilingual('Penyesuaian koin', 'Coin adjustments') },
  list: AdjustmentList,
  show: AdjustmentShow,
  create: () => (
    <Create redirect="show">
      <SimpleForm>
        <AdjustmentFields withFan />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit redirect="show" mutationMode="pessimistic">
      {/* A proposal is withdrawn from its page, never deleted: the trail keeps it. */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <AdjustmentFields withFan={false} />
      </SimpleForm>
    </Edit>
  ),
  api: {
    list: '/studio/adjustments',
    one: '/studio/adjustments/:adjustmentId',
    create: '/studio/adjustments',
  },
  writers: FINANCE,
};
