import { bilingual } from '@fanhub/contract';
import { StudioRows, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import { Create, Edit, List, required, SimpleForm, TextField, TextInput } from 'react-admin';

const Fields = () => <TextInput source="name" label={bilingual('Nama', 'Name')} validate={required()} />;

export const votingCategoryResource: StudioResource = {
  name: 'voting-categories',
  options: { label: bilingual('Kategori voting', 'Voting categories') },
  list: () => (
    <List sort={{ field: 'createdAt', order: 'ASC' }}>
      <StudioRows>
        <TextField source="name" label={bilingual('Nama', 'Name')} />
        <WibDateField source="createdAt" label={bilingual('Dibuat', 'Created')} />
      </StudioRows>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Fields />
      </SimpleForm>
    </Edit>
  ),
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <Fields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'name',
  api: {
    list: '/studio/voting-categories',
    one: '/studio/voting-categories/:categoryId',
    create: '/studio/voting-categories',
  },
  writers: ['admin', 'editor'],
};
