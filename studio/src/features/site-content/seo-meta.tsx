import { bilingual } from '@fanhub/contract';
import { StudioImageInput, type StudioResource } from '@fanhub/studio-kit';
import {
  ArrayField,
  ChipField,
  Edit,
  ImageField,
  required,
  Show,
  SimpleForm,
  SimpleShowLayout,
  SingleFieldList,
  TextArrayInput,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';

/** The site's meta is one record (`site`): its page is its form, or its detail for whoever may only read. */
function SeoMetaPage() {
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'seo-meta' });
  if (!canAccess)
    return (
      <Show id="site">
        <SimpleShowLayout>
          <TextField source="metaTitle" label="Meta title" />
          <TextField source="metaDescription" label="Meta description" />
          <ArrayField source="keywords" label={bilingual('Kata kunci', 'Keywords')}>
            <SingleFieldList linkType={false}>
              <ChipField source="" />
            </SingleFieldList>
          </ArrayField>
          <TextField source="ogTitle" label="Open Graph title" />
          <ImageField source="ogImage" label="Open Graph image" />
          <TextField source="twitterTitle" label="Twitter title" />
        </SimpleShowLayout>
      </Show>
    );
  return (
    <Edit id="site" mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        <TextInput source="metaTitle" label="Meta title" validate={required()} fullWidth />
        <TextInput
          source="metaDescription"
          label="Meta description"
          validate={required()}
          multiline
          fullWidth
        />
        <TextArrayInput source="keywords" label={bilingual('Kata kunci', 'Keywords')} />
        <TextInput source="ogTitle" label="Open Graph title" validate={required()} fullWidth />
        <TextInput
          source="ogDescription"
          label="Open Graph description"
          validate={required()}
          multiline
          fullWidth
        />
        <StudioImageInput source="ogImage" label="Open Graph image" usage="seo" />
        <TextInput source="twitterTitle" label="Twitter title" validate={required()} fullWidth />
        <TextInput
          source="twitterDescription"
          label="Twitter description"
          validate={required()}
          multiline
          fullWidth
        />
        <StudioImageInput source="twitterImage" label="Twitter image" usage="seo" />
      </SimpleForm>
    </Edit>
  );
}

export const seoMetaResource: StudioResource = {
  name: 'seo-meta',
  options: { label: bilingual('SEO & berbagi', 'SEO & sharing') },
  list: SeoMetaPage,
  api: { one: '/studio/seo-meta' },
  writers: ['admin', 'editor'],
};
