import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual, type StudioFan, type StudioTransfer, jakartaTime } from '@fanhub/contract';
import { studioApi, type StudioResource, FanStatement } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, Title } from 'react-admin';

/**
 * A fan's coin statement: the fan found by name, email or phone as the staff member types (the API searches from
 * the second character), shown by name and email once chosen.
 */
function FanSearch() {
  const [query, setQuery] = useState('');
  const [fans, setFans] = useState<StudioFan[]>([]);
  const [fan, setFan] = useState<StudioFan | null>(null);
  useEffect(() => {
    if (query.trim().length < 2) return setFans([]);
    let current = true;
    void studioApi
      .get<{ data: StudioFan[] }>('/studio/fans', { params: { q: query.trim(), limit: 10 } })
      .then(({ data }) => current && setFans(data.data));
    return () => void (current = false);
  }, [query]);
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Mutasi koin fan', "A fan's coin statement")}</Typography>
      <Autocomplete
        options={fans}
        value={fan}
        onChange={(_, chosen) => setFan(chosen)}
        inputValue={query}
        onInputChange={(_, typed) => setQuery(typed)}
        // The API has filtered them already.
        filterOptions={(options) => options}
        getOptionLabel={(candidate) => `${candidate.fullName} (${candidate.email})`}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        renderOption={(props, candidate) => (
          <li {...props} key={candidate._id}>
            {`${candidate.fullName} (${candidate.email}) · ${candidate.phone} · ${candidate.coins} Koin`}
          </li>
        )}
        noOptionsText={
          query.trim().length < 2
            ? bilingual('Ketik nama, email atau nomor HP', 'Type a name, email or phone number')
            : bilingual('Tidak ada fan yang cocok', 'No fan matches')
        }
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={bilingual('Nama, email atau HP fan', "The fan's name, email or phone")}
          />
        )}
        sx={{ maxWidth: 560 }}
      />
      {fan && <FanStatement memberId={fan._id} />}
    </Stack>
  );
}

/** A transfer by its number: its two entries and the seal that holds them. */
function TransferLookup() {
  const [id, setId] = useState('');
  const [found, setFound] = useState<StudioTransfer>();
  const [failure, setFailure] = useState<string>();
  const look = () =>
    studioApi
      .get<{ data: StudioTransfer }>(`/studio/transfers/${Number(id)}`)
      .then(({ data }) => {
        setFound(data.data);
        setFailure(undefined);
      })
      .catch((error: Error) => {
        setFound(undefined);
        setFailure(error.message);
      });
  const account = (side: StudioTransfer['from']) =>
    `${side.kind} ${side.name ?? side.ownerId} (#${side.accountId})`;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Transfer', 'A transfer')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={bilingual('Nomor transfer', 'Transfer number')}
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
        <Button
          label={bilingual('Cari', 'Find')}
          variant="outlined"
          disabled={!/^\d+$/.test(id)}
          onClick={() => void look()}
        />
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {found && (
        <Box data-testid="transfer" sx={{ fontSize: 14 }}>
          <div>{`${found.reason} · ${found.amount} Koin · ${jakartaTime(found.createdAt)} · ${found.reference ?? ''}`}</div>
          <div>{`${bilingual('Dari', 'From')}: ${account(found.from)} → ${bilingual('ke', 'to')}: ${account(found.to)}`}</div>
          <div>{found.entries.map((entry) => `#${entry.entryId}: ${entry.amount}`).join(' · ')}</div>
          <div>
            {found.seal
              ? `${bilingual('Segel', 'Seal')} #${found.seal.sealId} ${found.seal.hash}`
              : bilingual('Belum disegel', 'Not sealed yet')}
          </div>
        </Box>
      )}
    </Stack>
  );
}

function LedgerLookup() {
  return (
    <Stack spacing={4} sx={{ p: 2 }}>
      <Title title={bilingual('Buku besar', 'Ledger')} />
      <FanSearch />
      <TransferLookup />
    </Stack>
  );
}

/** Finding money: a fan's statement and a transfer with its seal (reading only). */
export const ledgerLookupResource: StudioResource = {
  name: 'ledger',
  options: { label: bilingual('Buku besar', 'Ledger') },
  list: LedgerLookup,
  api: { one: '/studio/transfers/:id' },
  writers: [],
};
