import { bilingual } from '@fanhub/contract';
import { required, TextInput } from 'react-admin';

/** A record's title and description, as fans read them on its card and page: both required. */
export function TitleAndDescriptionInputs() {
  return (
    <>
      <TextInput source="title" label={bilingual('Judul', 'Title')} validate={required()} fullWidth />
      <TextInput
        source="description"
        label={bilingual('Deskripsi', 'Description')}
        validate={required()}
        multiline
        fullWidth
      />
    </>
  );
}
