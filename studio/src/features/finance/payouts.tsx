import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bilingual, FINANCE, PAYOUT_STATUSES, type PayoutStep, type StudioPayout } from '@fanhub/contract';
import { useStudioCall, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  ReferenceInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField as TextValue,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { RUPIAH } from './money';

const STATUSES = PAYOUT_STATUSES.map((status) => ({ id: status, name: status }));
/** The steps each state allows (the API holds the same rule). */
const STEPS_FROM: Record<string, PayoutStep[]> = {
  requested: ['approve', 'reject'],
  approved: ['process', 'reject'],
  processing: ['paid', 'fail'],
};
const STEP_LABELS: Record<PayoutStep, string> = {
  approve: bilingual('Setujui', 'Approve'),
  process: bilingual('Kirim ke bank', 'Send to the bank'),
  paid: bilingual('Tandai dibayar', 'Mark paid'),
  reject: bilingual('Tolak', 'Reject'),
  fail: bilingual('Gagal', 'Failed'),
};

function PayoutList() {
  return (
    <List
      filters={[<SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn />]}
      sort={{ field: 'requestedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextValue source="campaignTitle" label={bilingual('Kampanye', 'Campaign')} sortable={false} />
        <NumberField source="coins" label="Koin" sortable={false} />
        <NumberField source="netIdr" label={bilingual('Diterima', 'Net')} options={RUPIAH} sortable={false} />
        <TextValue source="status" label="Status" sortable={false} />
        <TextValue source="requestedBy" label={bilingual('Diminta', 'Requested by')} sortable={false} />
        <WibDateField source="requestedAt" showTime label={bilingual('Waktu', 'When')} />
      </Datagrid>
    </List>
  );
}

const BankFields = () => (
  <>
    <TextInput source="organiserName" label={bilingual('Penyelenggara', 'Organiser')} validate={required()} />
    <TextInput source="bankName" label="Bank" validate={required()} />
    <TextInput
      source="accountNumber"
      label={bilingual('Nomor rekening', 'Account number')}
      validate={required()}
    />
    <TextInput
      source="accountHolder"
      label={bilingual('Pemilik rekening', 'Account holder')}
      validate={required()}
    />
  </>
);

/**
 * The next steps of the payout's state, on the version shown: approving past the rolling limit takes the
 * approver's authenticator code, paid the bank's reference, rejecting or failing a reason.
 */
function PayoutSteps() {
  const payout = useRecordContext<StudioPayout>();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'payouts' });
  const { busy, post } = useStudioCall();
  const [detail, setDetail] = useState({ code: '', bankReference: '', reason: '' });
  if (!payout || !canAccess) return null;
  const steps = STEPS_FROM[payout.status] ?? [];
  if (steps.length === 0) return null;
  const field = (name: keyof typeof detail, label: string) => (
    <TextField
      size="small"
      label={label}
      value={detail[name]}
      onChange={(event) => setDetail({ ...detail, [name]: event.target.value })}
    />
  );
  return (
    <Stack spacing={2} data-testid="payout-steps">
      <Stack direction="row" spacing={2}>
        {payout.status === 'requested' &&
          field('code', bilingual('Kode autentikator (jika diminta)', 'Authenticator code (if asked)'))}
        {payout.status === 'processing' &&
          field('bankReference', bilingual('Referensi bank', 'Bank reference'))}
        {field('reason', bilingual('Alasan (tolak / gagal)', 'Reason (reject / fail)'))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {steps.map((step) => (
          <Button
            key={step}
            label={STEP_LABELS[step]}
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void post('/studio/payouts/:payoutId/steps', {
                params: { payoutId: payout._id },
                body: {
                  step,
                  version: payout.version,
                  ...(step === 'approve' && detail.code ? { code: detail.code } : {}),
                  ...(step === 'paid' ? { bankReference: detail.bankReference } : {}),
                  ...(step === 'reject' || step === 'fail' ? { reason: detail.reason } : {}),
                },
              })
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

function PayoutShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextValue source="campaignTitle" label={bilingual('Kampanye', 'Campaign')} />
        <NumberField source="coins" label="Koin" />
        <NumberField
          source="idrPerCoin"
          label={bilingual('Rupiah per koin', 'Rupiah per coin')}
          options={RUPIAH}
        />
        <NumberField source="idrAmount" label={bilingual('Nilai', 'Value')} options={RUPIAH} />
        <NumberField source="feeIdr" label={bilingual('Biaya', 'Fee')} options={RUPIAH} />
        <NumberField
          source="netIdr"
          label={bilingual('Diterima penyelenggara', 'The organiser receives')}
          options={RUPIAH}
        />
        <TextValue source="organiserName" label={bilingual('Penyelenggara', 'Organiser')} />
        <TextValue source="bankName" label="Bank" />
        <TextValue source="accountNumber" label={bilingual('Nomor rekening', 'Account number')} />
        <TextValue source="accountHolder" label={bilingual('Pemilik rekening', 'Account holder')} />
        <TextValue source="status" label="Status" data-testid="payout-status" />
        <TextValue source="statusReason" label={bilingual('Alasan', 'Reason')} emptyText="–" />
        <TextValue
          source="bankReference"
          label={bilingual('Referensi bank', 'Bank reference')}
          emptyText="–"
        />
        <TextValue source="requestedBy" label={bilingual('Diminta oleh', 'Requested by')} />
        <TextValue source="changedBy" label={bilingual('Terakhir diubah oleh', 'Last changed by')} />
        <TextValue source="approvedBy" label={bilingual('Disetujui oleh', 'Approved by')} emptyText="–" />
        <WibDateField source="paidAt" showTime label={bilingual('Dibayar', 'Paid')} emptyText="–" />
        <PayoutSteps />
      </SimpleShowLayout>
    </Show>
  );
}

/** A completed campaign's coins paid out to its organiser, step by step, each by the right person. */
export const payoutResource: StudioResource = {
  name: 'payouts',
  options: { label: bilingual('Pembayaran kampanye', 'Campaign payouts') },
  list: PayoutList,
  show: PayoutShow,
  create: () => (
    <Create redirect="show">
      <SimpleForm>
        <ReferenceInput source="campaignId" reference="campaigns" filter={{ status: 'completed' }}>
          <AutocompleteInput
            label={bilingual('Kampanye selesai', 'Completed campaign')}
            optionText="title"
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
        <BankFields />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit redirect="show" mutationMode="pessimistic">
      <SimpleForm>
        <BankFields />
      </SimpleForm>
    </Edit>
  ),
  api: {
    list: '/studio/payouts',
    one: '/studio/payouts/:payoutId',
    create: '/studio/payouts',
  },
  writers: FINANCE,
};
