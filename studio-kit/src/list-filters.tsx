import { bilingual, PUBLICATIONS } from '@fanhub/contract';
import { SearchInput, SelectInput } from 'react-admin';
import { PUBLICATION_LABELS } from './publication-controls';

/** The filters every list of published records starts with: words of the title, and the life-cycle stage. */
export const publishedRecordFilters = () => [
  <SearchInput key="q" source="q" alwaysOn placeholder={bilingual('Judul', 'Title')} />,
  <SelectInput
    key="publication"
    source="publication"
    label={bilingual('Tahap', 'Stage')}
    choices={PUBLICATIONS.map((publication) => ({ id: publication, name: PUBLICATION_LABELS[publication] }))}
  />,
];
