import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bilingual, type FlaggedCluster } from '@fanhub/contract';
import { useStudioCall } from '@fanhub/studio-kit';
import { useState } from 'react';
import { Button } from 'react-admin';

/**
 * A moderator's decision that a cluster cheated: every vote its accounts gave the voting is voided by reversing
 * transfers, with the reason shown publicly in both languages (docs/fair-play.md, voiding).
 */
export function VoidVotesForm({ cluster }: { cluster: FlaggedCluster }) {
  const [reasonId, setReasonId] = useState('');
  const [reasonEn, setReasonEn] = useState('');
  const { busy, post } = useStudioCall(bilingual('Vote dibatalkan', 'Votes voided'));
  if (!cluster.voting) return null;
  const votingId = cluster.voting._id;
  const send = async () => {
    const memberIds = cluster.accounts.map((account) => account._id);
    await post('/studio/fair-play/voidings', { body: { votingId, memberIds, reasonId, reasonEn } });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={bilingual('Alasan publik (Indonesia)', 'Public reason (Indonesian)')}
        value={reasonId}
        onChange={(event) => setReasonId(event.target.value)}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        label={bilingual('Alasan publik (Inggris)', 'Public reason (English)')}
        value={reasonEn}
        onChange={(event) => setReasonEn(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button
        label={bilingual('Batalkan vote mereka', 'Void their votes')}
        variant="contained"
        color="error"
        disabled={busy}
        onClick={() => void send()}
      />
    </Stack>
  );
}
