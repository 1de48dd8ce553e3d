import { bilingual, STAFF_ROLES } from '@fanhub/contract';
import { StudioRows, useStudioCall, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import {
  BooleanField,
  BooleanInput,
  Button,
  Create,
  Edit,
  List,
  PasswordInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';

const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: role }));
const RoleInput = () => (
  <SelectInput
    source="role"
    label={bilingual('Peran', 'Role')}
    choices={ROLE_CHOICES}
    validate={required()}
  />
);

/** Forgets the account's authenticator (a lost phone): it enrols a new one at its next sign-in. */
function ResetSecondFactor() {
  const staff = useRecordContext<{ id: string }>();
  const { busy, post } = useStudioCall(bilingual('Autentikator direset', 'Authenticator reset'));
  if (!staff) return null;
  return (
    <Button
      label={bilingual('Reset autentikator', 'Reset authenticator')}
      disabled={busy}
      onClick={() =>
        void post('/studio/staff/:staffId/reset-second-factor', { params: { staffId: String(staff.id) } })
      }
    />
  );
}

export const staffResource: StudioResource = {
  name: 'staff',
  options: { label: bilingual('Staf', 'Staff') },
  list: () => (
    <List>
      <StudioRows>
        <TextField source="fullName" label={bilingual('Nama', 'Name')} sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="role" label={bilingual('Peran', 'Role')} sortable={false} />
        <BooleanField
          source="secondFactor"
          label={bilingual('Autentikator', 'Authenticator')}
          sortable={false}
        />
        <BooleanField source="disabled" label={bilingual('Nonaktif', 'Disabled')} sortable={false} />
        <WibDateField source="createdAt" label={bilingual('Dibuat', 'Created')} sortable={false} />
      </StudioRows>
    </List>
  ),
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" validate={required()} type="email" />
        <TextInput source="fullName" label={bilingual('Nama', 'Name')} validate={required()} />
        <RoleInput />
        <PasswordInput
          source="password"
          label={bilingual('Password awal', 'First password')}
          validate={required()}
        />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="fullName" label={bilingual('Nama', 'Name')} validate={required()} />
        <RoleInput />
        <BooleanInput source="disabled" label={bilingual('Nonaktifkan', 'Disable')} />
        <ResetSecondFactor />
      </SimpleForm>
    </Edit>
  ),
  recordRepresentation: 'fullName',
  api: {
    list: '/studio/staff',
    one: '/studio/staff/:staffId',
    create: '/studio/staff',
  },
  writers: ['admin'],
};
