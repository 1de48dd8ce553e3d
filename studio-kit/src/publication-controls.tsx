import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  bilingual,
  PUBLICATION_ACTIONS,
  type PathOf,
  type Publication,
  type PublicationAction,
} from '@fanhub/contract';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { recordParams } from './data-provider';
import { useStudioCall } from './use-studio-call';
import { fromWibInput } from './wib-time';

/** A record's life-cycle call in the contract (`/studio/votings/:votingId/publication`). */
export type PublicationPath = Extract<PathOf<'POST'>, `${string}/publication`>;

export const PUBLICATION_LABELS: Record<Publication, string> = {
  draft: bilingual('Draf', 'Draft'),
  in_review: bilingual('Ditinjau', 'In review'),
  scheduled: bilingual('Terjadwal', 'Scheduled'),
  live: bilingual('Tayang', 'Live'),
  closed: bilingual('Ditutup', 'Closed'),
};

const ACTION_LABELS: Record<PublicationAction, string> = {
  submit: bilingual('Kirim untuk ditinjau', 'Send for review'),
  return: bilingual('Kembalikan ke draf', 'Back to draft'),
  publish: bilingual('Terbitkan', 'Publish'),
  close: bilingual('Tutup sekarang', 'Close now'),
  unpublish: bilingual('Tarik dari tayang', 'Unpublish'),
};

const COLORS: Record<Publication, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  in_review: 'warning',
  scheduled: 'info',
  live: 'success',
  closed: 'error',
};

/** Where the record is in its life cycle, as a chip (`label`: its column's heading in a list). */
export function PublicationField(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ publication: Publication }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={PUBLICATION_LABELS[record.publication]}
      color={COLORS[record.publication]}
      data-testid="publication"
    />
  );
}

/**
 * The life-cycle steps the record's state allows (contract/src/publication.ts), for whoever may write it; publish
 * takes an optional time to schedule it for. The API decides (four eyes included) and says why it refuses.
 */
export function PublicationControls({ path }: { path: PublicationPath }) {
  const record = useRecordContext<{ id: string; publication: Publication }>();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const { busy, send } = useStudioCall();
  const [publishAt, setPublishAt] = useState('');
  if (!record || !canAccess) return null;
  const actions = (Object.keys(PUBLICATION_ACTIONS) as PublicationAction[]).filter((action) =>
    (PUBLICATION_ACTIONS[action].from as readonly Publication[]).includes(record.publication),
  );

  const take = (action: PublicationAction) =>
    send(path, {
      params: recordParams(path, record.id),
      body: { action, ...(action === 'publish' && publishAt ? { publishAt: fromWibInput(publishAt) } : {}) },
    });

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="publication-controls"
    >
      <PublicationField />
      {actions.includes('publish') && (
        <TextField
          size="small"
          type="datetime-local"
          label={bilingual('Jadwalkan (opsional, WIB)', 'Schedule (optional, WIB)')}
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {actions.map((action) => (
        <Button
          key={action}
          label={ACTION_LABELS[action]}
          onClick={() => void take(action)}
          disabled={busy}
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
