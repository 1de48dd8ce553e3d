import { bilingual, MODERATORS, type StudioFan } from '@fanhub/contract';
import { StudioRows, type StudioResource, StudioActionButton } from '@fanhub/studio-kit';
import { DateField, List, NumberField, SearchInput, TextField, useRecordContext } from 'react-admin';

/** Suspend a fan (sessions end, no sign-in, no spending; coins stay), or restore them. */
function SuspendOrRestore() {
  const fan = useRecordContext<StudioFan>();
  if (!fan) return null;
  const path = `/studio/fans/${fan._id}/suspension`;
  return fan.suspendedAt ? (
    <StudioActionButton label={bilingual('Pulihkan', 'Restore')} path={path} body={{ suspended: false }} />
  ) : (
    <StudioActionButton label={bilingual('Bekukan', 'Suspend')} path={path} body={{ suspended: true }} />
  );
}

export const fanResource: StudioResource = {
  name: 'fans',
  options: { label: 'Fans' },
  list: () => (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={bilingual('Nama atau email', 'Name or email')}
        />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <StudioRows>
        <TextField source="fullName" label={bilingual('Nama', 'Name')} sortable={false} />
        <TextField source="email" sortable={false} />
        <NumberField source="coins" label="Koin" sortable={false} />
        <DateField source="createdAt" label={bilingual('Bergabung', 'Joined')} />
        <DateField
          source="suspendedAt"
          showTime
          label={bilingual('Dibekukan', 'Suspended')}
          sortable={false}
        />
        <SuspendOrRestore />
      </StudioRows>
    </List>
  ),
  api: { list: '/studio/fans', one: '/studio/fans/:id', sortable: ['createdAt'] },
  writers: MODERATORS,
};
