import { Typography } from '@mui/material';
import { bilingual, NO_VOTING_RULES, type VotingRules } from '@fanhub/contract';
import { WibDateTimeInput } from '@fanhub/studio-kit';
import { BooleanInput, minValue, NumberInput, SelectInput } from 'react-admin';

const VOIDED_COIN_CHOICES = [
  { id: 'returned', name: bilingual('Dikembalikan ke fan', 'Returned to the fans') },
  { id: 'forfeited', name: bilingual('Disita', 'Forfeited') },
];
/** An empty field is no rule: null, never ''. */
const orNull = (value: string | number | null | undefined) =>
  value === '' || value === undefined ? null : value;

/** A whole number of at least 1, or empty (null): a limit, or a weight the voting may not take. */
const CountOrNone = ({ source, label }: { source: keyof VotingRules; label: string }) => (
  <NumberInput
    source={`rules.${source}`}
    label={label}
    validate={minValue(1)}
    parse={orNull}
    defaultValue={NO_VOTING_RULES[source]}
  />
);

/**
 * The record to send with every rule in it: react-admin leaves a field whose default is null out of a new record,
 * and the API takes the rules whole (an unset one is no rule).
 */
export const withEveryRule = <T extends { rules?: Partial<VotingRules> }>(record: T) => ({
  ...record,
  rules: {
    ...NO_VOTING_RULES,
    ...Object.fromEntries(Object.entries(record.rules ?? {}).filter(([, value]) => value !== undefined)),
  },
});

/**
 * The voting's rules (docs/product.md, "Fair play"), published on its page and enforced on every vote. Once fans
 * have voted they are fixed: the API refuses a change.
 */
export function VotingRulesInputs() {
  const defaults = NO_VOTING_RULES;
  return (
    <>
      <Typography variant="h6">{bilingual('Aturan voting', 'Voting rules')}</Typography>
      <WibDateTimeInput
        source="rules.opensAt"
        label={bilingual('Dibuka (kosong: saat tayang)', 'Opens (empty: when published)')}
        empty={null}
        defaultValue={defaults.opensAt}
      />
      <CountOrNone
        source="dailyCoinCap"
        label={bilingual(
          'Koin per fan per hari (kosong: tanpa batas)',
          'Coins per fan per day (empty: no limit)',
        )}
      />
      <CountOrNone
        source="votingCoinCap"
        label={bilingual(
          'Koin per fan per voting (kosong: tanpa batas)',
          'Coins per fan per voting (empty: no limit)',
        )}
      />
      <BooleanInput
        source="rules.oneProject"
        label={bilingual('Satu fan, satu proyek', 'One fan, one project')}
        defaultValue={defaults.oneProject}
      />
      <SelectInput
        source="rules.voidedCoins"
        label={bilingual('Koin vote yang dibatalkan', 'Coins of voided votes')}
        choices={VOIDED_COIN_CHOICES}
        defaultValue={defaults.voidedCoins}
      />
      <CountOrNone
        source="coinWeight"
        label={bilingual(
          'Poin per Koin (kosong: tidak menerima Koin)',
          'Points per coin (empty: takes no coins)',
        )}
      />
      <CountOrNone
        source="heartWeight"
        label={bilingual(
          'Poin per Hati (kosong: tidak menerima Hati)',
          'Points per heart (empty: takes no hearts)',
        )}
      />
    </>
  );
}
