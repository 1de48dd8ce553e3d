import { bilingual } from '@fanhub/contract';
import { SelectInput } from 'react-admin';

/** A list's filter of how many days back it looks (`days`), always shown; the list sets its default. */
export const lastDaysFilter = (choices: readonly number[]) => (
  <SelectInput
    key="days"
    source="days"
    label={bilingual('Periode', 'Period')}
    choices={choices.map((days) => ({
      id: days,
      name: bilingual(`${days} hari terakhir`, `Last ${days} days`),
    }))}
    alwaysOn
    emptyText={false}
  />
);
