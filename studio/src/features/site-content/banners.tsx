import { BANNER_TYPES, bilingual } from '@fanhub/contract';
import { StudioImageInput, StudioRows, type StudioResource } from '@fanhub/studio-kit';
import {
  Create,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';

/** The pages a banner shows on, by its type. */
const TYPE_CHOICES = BANNER_TYPES.map((type) => ({ id: type, name: type }));

function BannerFields() {
  return (
    <>
      <SelectInput
        source="type"
        label={bilingual('Halaman', 'Page')}
        choices={TYPE_CHOICES}
        validate={required()}
      />
      <TextInput source="title" label={bilingual('Judul', 'Title')} validate={required()} fullWidth />
      <StudioImageInput source="image" label={bilingual('Gambar', 'Image')} usage="banner" />
      <TextInput
        source="link"
        label={bilingual('Link (/halaman atau https://)', 'Link (/page or https://)')}
        defaultValue=""
        parse={(value: string) => value ?? ''}
        fullWidth
      />
      <NumberInput
        source="order"
        label={bilingual('Urutan (kecil dulu)', 'Order (lowest first)')}
        min={0}
        defaultValue={0}
        validate={required()}
      />
    </>
  );
}

export const bannerResource: StudioResource = {
  name: 'banners',
  options: { label: 'Banner' },
  list: () => (
    <List
      filters={[
        <SelectInput key="type" source="type" label={bilingual('Halaman', 'Page')} choices={TYPE_CHOICES} />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <StudioRows>
        <ImageField
          source="image"
          label=""
          sortable={false}
          sx={{ '& img': { maxWidth: 96, maxHeight: 40 } }}
        />
        <TextField source="title" label={bilingual('Judul', 'Title')} sortable={false} />
        <TextField source="type" label={bilingual('Halaman', 'Page')} sortable={false} />
        <NumberField source="order" label={bilingual('Urutan', 'Order')} />
        <TextField source="link" label="Link" sortable={false} />
      </StudioRows>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <BannerFields />
      </SimpleForm>
    </Edit>
  ),
  show: () => (
    <Show>
      <SimpleShowLayout>
        <ImageField source="image" label={bilingual('Gambar', 'Image')} />
        <TextField source="title" label={bilingual('Judul', 'Title')} />
        <TextField source="type" label={bilingual('Halaman', 'Page')} />
        <NumberField source="order" label={bilingual('Urutan', 'Order')} />
        <TextField source="link" label="Link" />
      </SimpleShowLayout>
    </Show>
  ),
  create: () => (
    <Create redirect="list">
      <SimpleForm>
        <BannerFields />
      </SimpleForm>
    </Create>
  ),
  recordRepresentation: 'title',
  api: {
    list: '/studio/banners',
    one: '/studio/banners/:bannerId',
    create: '/studio/banners',
  },
  writers: ['admin', 'editor'],
};
