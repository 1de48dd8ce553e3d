import { bilingual } from '@fanhub/contract';
import {
  StudioImageInput,
  StudioRows,
  type StudioResource,
  WibDateField,
  WibDateTimeInput,
} from '@fanhub/studio-kit';
import {
  Create,
  Edit,
  List,
  required,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  UrlField,
} from 'react-admin';

function NewsFields() {
  return (
    <>
      <TextInput source="title" label={bilingual('Judul', 'Title')} validate={required()} fullWidth />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="news" />
      <TextInput
        source="url"
        label={bilingual('Link artikel', "Article's link")}
        validate={required()}
        fullWidth
      />
      <TextInput source="author" label={bilingual('Penulis', 'Author')} validate={required()} />
      <WibDateTimeInput
        source="date"
        label={bilingual('Tayang mulai (nanti: terjadwal)', 'Shown from (later: scheduled)')}
        validate={required()}
      />
    </>
  );
}

export const newsResource: StudioResource = {
  name: 'news',
  options: { label: bilingual('Berita', 'News') },
  list: () => (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={bilingual('Judul', 'Title')} />]}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <StudioRows>
        <TextField source="title" label={bilingual('Judul', 'Title')} />
        <TextField source="author" label={bilingual('Penulis', 'Author')} sortable={false} />
        <WibDateField source="date" showTime label={bilingual('Tayang mulai', 'Shown from')} />
      </StudioRows>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <NewsFields />
      </SimpleForm>
    </Edit>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" label={bilingual('Judul', 'Title')} />
        <UrlField source="url" label={bilingual('Link artikel', "Article's link")} />
        <TextField source="author" label={bilingual('Penulis', 'Author')} />
        <WibDateField source="date" showTime label={bilingual('Tayang mulai', 'Shown from')} />
      </SimpleShowLayout>
    </Show>
  ),
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <NewsFields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'title',
  api: { list: '/studio/news', one: '/studio/news/:newsId', create: '/studio/news' },
  writers: ['admin', 'editor'],
};
