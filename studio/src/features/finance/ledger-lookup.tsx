import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual, type StudioFan, type StudioTransfer, jakartaTime } from '@fanhub/contract';
import { FanStatement, type StudioResource } from '@fanhub/studio-kit';
import { useState } from 'react';
import { Button, Title, useGetList, useGetOne } from 'react-admin';

/** The API searches fans from the second character typed. */
const SEARCHED_FROM = 2;

/** A transfer in the API, found by its number on the Ledger page. */
export const transferResource: StudioResource = {
  name: 'transfers',
  api: { one: '/studio/transfers/:transferId', id: 'transferId' },
  writers: [],
};

/** A fan's coin statement: the fan found by name, email or phone as the staff member types. */
function FanSearch() {
  const [query, setQuery] = useState('');
  const [fan, setFan] = useState<StudioFan | null>(null);
  const typed = query.trim();
  const { data: fans = [] } = useGetList<StudioFan & { id: string }>(
    'fans',
    { filter: { q: typed }, pagination: { page: 1, perPage: 10 } },
    { enabled: typed.length >= SEARCHED_FROM, placeholderData: (previous) => previous },
  );
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Mutasi koin fan', "A fan's coin statement")}</Typography>
      <Autocomplete
        options={typed.length >= SEARCHED_FROM ? fans : []}
        value={fan}
        onChange={(_, chosen) => setFan(chosen)}
        inputValue={query}
        onInputChange={(_, text) => setQuery(text)}
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
          typed.length < SEARCHED_FROM
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
  const [typed, setTyped] = useState('');
  const [sought, setSought] = useState<number>();
  const { data: found, error } = useGetOne<StudioTransfer & { id: number }>(
    transferResource.name,
    { id: sought ?? 0 },
    { enabled: sought !== undefined, retry: false },
  );
  const account = (side: StudioTransfer['from']) =>
    `${side.kind} ${side.name ?? side.ownerId} (#${side.accountId})`;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Transfer', 'A transfer')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={bilingual('Nomor transfer', 'Transfer number')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          label={bilingual('Cari', 'Find')}
          variant="outlined"
          disabled={!/^\d+$/.test(typed)}
          onClick={() => setSought(Number(typed))}
        />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {found && !error && (
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

/** Finding money: a fan's statement and a transfer with its seal (reading only); a page of its own (CustomRoutes). */
export function LedgerLookup() {
  return (
    <Stack spacing={4} sx={{ p: 2 }}>
      <Title title={bilingual('Buku besar', 'Ledger')} />
      <FanSearch />
      <TransferLookup />
    </Stack>
  );
}
