import Typography from '@mui/material/Typography';
import { bilingual, MODERATORS, type StudioFan } from '@fanhub/contract';
import {
  StudioRows,
  type StudioResource,
  StudioActionButton,
  WibDateField,
  FanStatement,
} from '@fanhub/studio-kit';
import {
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';

/** Suspend a fan (sessions end, no sign-in, no spending; coins stay), or restore them. */
function SuspendOrRestore() {
  const fan = useRecordContext<StudioFan>();
  if (!fan) return null;
  const path = '/studio/fans/:memberId/suspension';
  const params = { memberId: fan._id };
  return fan.suspendedAt ? (
    <StudioActionButton
      label={bilingual('Pulihkan', 'Restore')}
      path={path}
      request={{ params, body: { suspended: false } }}
    />
  ) : (
    <StudioActionButton
      label={bilingual('Bekukan', 'Suspend')}
      path={path}
      request={{ params, body: { suspended: true } }}
    />
  );
}

/** The fan's coin statement, under their account. */
function Statement(_props: { label: string }) {
  const fan = useRecordContext<StudioFan>();
  return fan ? <FanStatement memberId={fan._id} /> : null;
}

/** One fan: their account, whether they are suspended (and the step to change it), and their coin statement. */
function FanShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="fullName" label={bilingual('Nama', 'Name')} />
        <TextField source="email" />
        <TextField source="phone" label={bilingual('HP', 'Phone')} />
        <NumberField source="coins" label="Koin" />
        <WibDateField source="createdAt" showTime label={bilingual('Bergabung', 'Joined')} />
        <WibDateField
          source="suspendedAt"
          showTime
          label={bilingual('Dibekukan', 'Suspended')}
          emptyText="–"
        />
        <SuspendOrRestore />
        <Typography variant="h6">{bilingual('Mutasi koin', 'Coin statement')}</Typography>
        <Statement label="" />
      </SimpleShowLayout>
    </Show>
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
          placeholder={bilingual('Nama, email atau HP', 'Name, email or phone')}
        />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <StudioRows>
        <TextField source="fullName" label={bilingual('Nama', 'Name')} sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="phone" label={bilingual('HP', 'Phone')} sortable={false} />
        <NumberField source="coins" label="Koin" sortable={false} />
        <WibDateField source="createdAt" label={bilingual('Bergabung', 'Joined')} />
        <WibDateField
          source="suspendedAt"
          showTime
          label={bilingual('Dibekukan', 'Suspended')}
          sortable={false}
        />
        <SuspendOrRestore />
      </StudioRows>
    </List>
  ),
  show: FanShow,
  api: { list: '/studio/fans', one: '/studio/fans/:memberId' },
  writers: MODERATORS,
};
