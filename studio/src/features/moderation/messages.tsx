import Chip from '@mui/material/Chip';
import { bilingual, MESSAGE_KINDS, MODERATORS, type StudioMessage } from '@fanhub/contract';
import { StudioRows, type StudioResource, StudioActionButton, WibDateField } from '@fanhub/studio-kit';
import { List, NumberField, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { ModerationSetting } from './moderation-setting';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={bilingual('Pesan atau nama fan', 'Message or fan name')}
  />,
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    label={bilingual('Keadaan', 'State')}
    choices={[
      { id: 'reported', name: bilingual('Dilaporkan', 'Reported') },
      { id: 'hidden', name: bilingual('Disembunyikan', 'Hidden') },
      { id: 'shown', name: bilingual('Tampil', 'Shown') },
    ]}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label={bilingual('Jenis', 'Kind')}
    choices={MESSAGE_KINDS.map((kind) => ({ id: kind, name: kind }))}
  />,
];

function Visibility() {
  const message = useRecordContext<StudioMessage>();
  if (!message) return null;
  if (!message.hidden) return <Chip size="small" label={bilingual('Tampil', 'Shown')} color="success" />;
  return (
    <Chip
      size="small"
      color="warning"
      label={
        message.hidden === 'reports'
          ? bilingual('Disembunyikan laporan', 'Hidden by reports')
          : bilingual('Disembunyikan', 'Hidden')
      }
    />
  );
}

/** Hide a shown message, or show a hidden one again. */
function HideOrRestore() {
  const message = useRecordContext<StudioMessage>();
  if (!message) return null;
  const path = '/studio/messages/:messageId/moderation';
  const params = { messageId: message._id };
  return message.hidden ? (
    <StudioActionButton
      label={bilingual('Tampilkan lagi', 'Restore')}
      path={path}
      request={{ params, body: { action: 'restore' } }}
    />
  ) : (
    <StudioActionButton
      label={bilingual('Sembunyikan', 'Hide')}
      path={path}
      request={{ params, body: { action: 'hide' } }}
    />
  );
}

/** Fans' messages with their votes and supports: reported ones first to look at, each hidden or restored. */
export const messageResource: StudioResource = {
  name: 'messages',
  options: { label: bilingual('Pesan fans', "Fans' messages") },
  list: () => (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} aside={<ModerationSetting />}>
      <StudioRows>
        <TextField source="message" label={bilingual('Pesan', 'Message')} sortable={false} />
        <TextField source="fanName" label="Fan" sortable={false} />
        <TextField source="about" label={bilingual('Untuk', 'To')} sortable={false} />
        <NumberField source="coins" label="Koin" sortable={false} />
        <NumberField source="reports" label={bilingual('Laporan', 'Reports')} sortable={false} />
        <Visibility />
        <WibDateField source="createdAt" showTime label={bilingual('Waktu', 'When')} />
        <HideOrRestore />
      </StudioRows>
    </List>
  ),
  api: { list: '/studio/messages', one: '/studio/messages/:messageId' },
  writers: MODERATORS,
};
