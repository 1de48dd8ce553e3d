import { bilingual, MISSION_ACTIONS, type MissionAction } from '@fanhub/contract';
import { StudioRows, WibDateField, WibDateTimeInput, type StudioResource } from '@fanhub/studio-kit';
import {
  Create,
  Edit,
  List,
  NumberField,
  NumberInput,
  required,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';

const ACTION_NAMES: Record<MissionAction, string> = {
  vote: bilingual('Vote (Koin atau Hati)', 'Vote (coins or hearts)'),
  support_campaign: bilingual('Dukung kampanye', 'Support a campaign'),
  join_event: bilingual('Daftar event', 'Sign up for an event'),
};
const ACTION_CHOICES = MISSION_ACTIONS.map((action) => ({ id: action, name: ACTION_NAMES[action] }));

function MissionFields({ creating }: { creating: boolean }) {
  return (
    <>
      <SelectInput
        source="action"
        label={bilingual('Yang dilakukan fan', 'What the fan does')}
        choices={ACTION_CHOICES}
        validate={required()}
        disabled={!creating}
        helperText={bilingual(
          'Dihitung dari catatan fanhub sendiri, bukan pengakuan aplikasi',
          "Counted from fanhub's own records, never the app's word",
        )}
      />
      <TextInput
        source="title"
        label={bilingual('Judul (Indonesia / English)', 'Title (Indonesian / English)')}
        validate={required()}
        fullWidth
      />
      <NumberInput
        source="reward"
        label={bilingual('Hadiah (Hati, 1-50)', 'Reward (hearts, 1-50)')}
        min={1}
        max={50}
        validate={required()}
      />
      <NumberInput
        source="dailyLimit"
        label={bilingual('Batas per fan per hari (1-10)', 'Limit per fan per day (1-10)')}
        min={1}
        max={10}
        defaultValue={1}
        validate={required()}
      />
      <WibDateTimeInput source="startsAt" label={bilingual('Mulai', 'Starts')} validate={required()} />
      <WibDateTimeInput
        source="endsAt"
        label={bilingual('Selesai (isi untuk mengakhiri misi)', 'Ends (set it to end the mission)')}
        validate={required()}
      />
    </>
  );
}

/** What the list and a mission's page show: its rules and how often fans claimed it. */
const missionFields = () => [
  <TextField key="title" source="title" label={bilingual('Judul', 'Title')} sortable={false} />,
  <SelectField
    key="action"
    source="action"
    label={bilingual('Aksi', 'Action')}
    choices={ACTION_CHOICES}
    sortable={false}
  />,
  <NumberField key="reward" source="reward" label={bilingual('Hadiah', 'Reward')} sortable={false} />,
  <NumberField
    key="dailyLimit"
    source="dailyLimit"
    label={bilingual('Per hari', 'Per day')}
    sortable={false}
  />,
  <WibDateField key="startsAt" source="startsAt" showTime label={bilingual('Mulai', 'Starts')} />,
  <WibDateField key="endsAt" source="endsAt" showTime label={bilingual('Selesai', 'Ends')} />,
  <NumberField
    key="completions"
    source="completions"
    label={bilingual('Diklaim', 'Claimed')}
    sortable={false}
  />,
  <NumberField
    key="heartsGiven"
    source="heartsGiven"
    label={bilingual('Hati diberikan', 'Hearts given')}
    sortable={false}
  />,
];

/** Missions that give fans hearts for what they did; each change is in the audit trail. */
export const missionResource: StudioResource = {
  name: 'heart-missions',
  options: { label: bilingual('Misi Hati', 'Heart missions') },
  list: () => (
    <List sort={{ field: 'startsAt', order: 'DESC' }}>
      <StudioRows>{missionFields()}</StudioRows>
    </List>
  ),
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <MissionFields creating />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <MissionFields creating={false} />
      </SimpleForm>
    </Edit>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>{missionFields()}</SimpleShowLayout>
    </Show>
  ),
  recordRepresentation: 'title',
  api: {
    list: '/studio/heart-missions',
    one: '/studio/heart-missions/:missionId',
    create: '/studio/heart-missions',
  },
  writers: ['admin', 'editor'],
};
