import { Chip, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { bilingual, type ScanDirection } from '@fanhub/contract';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { DoorStore } from './door-store';

/**
 * When a fan's phone will not show the code: staff find them by name (checking their ID) and let them in or out,
 * decided as a scan of their code would be.
 */
export const FindByName = observer(function FindByName({
  store,
  direction,
  onPick,
}: {
  store: DoorStore;
  direction: ScanDirection;
  onPick: (ticketId: string) => void;
}) {
  const [query, setQuery] = useState('');
  const found = store.findByName(query);
  return (
    <Stack spacing={1}>
      <TextField
        label={bilingual('Cari fan dengan nama', 'Find a fan by name')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        size="small"
        sx={{ maxWidth: 420 }}
      />
      {query.trim().length >= 2 && found.length === 0 && (
        <p>{bilingual('Tidak ada tiket atas nama itu', 'No ticket in that name')}</p>
      )}
      <List dense aria-label={bilingual('Tiket yang cocok', 'Matching tickets')}>
        {found.map((ticket) => (
          <ListItem
            key={ticket._id}
            secondaryAction={
              <Button
                label={
                  direction === 'entry' ? bilingual('Masukkan', 'Let in') : bilingual('Keluarkan', 'Let out')
                }
                variant="outlined"
                onClick={() => onPick(ticket._id)}
              />
            }
          >
            <ListItemText
              primary={ticket.fanName}
              secondary={
                <>
                  {ticket.inside && <Chip size="small" label={bilingual('Di dalam', 'Inside')} />}
                  {ticket.revoked && (
                    <Chip size="small" color="error" label={bilingual('Dibatalkan', 'Revoked')} />
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
});
