import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import IconButton from '@mui/material/IconButton';
import type { MessageKind, SupporterEntry } from '@fanhub/contract';
import { api, refusalMessage, useSession } from '@fanhub/shared-auth';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { t } from '../text';
import { useSubmit } from '../hooks/use-submit';
// From the package, not a relative path: this file is bundled into the page that uses it, and a toast must reach
// the page's one toaster (docs/architecture.md section 2).
import { showToast } from '@fanhub/shared-ui';

/**
 * Reports another fan's message to the moderators (once: the API counts one report per fan and message; enough
 * different fans hide it until a moderator decides). Only for a signed-in fan, never on their own message.
 */
export const ReportMessageButton = observer(function ReportMessageButton({
  kind,
  entry,
}: {
  kind: MessageKind;
  entry: SupporterEntry;
}) {
  const session = useSession();
  const { busy, run } = useSubmit();
  const [reported, setReported] = useState(false);
  if (!session.isLoggedIn || session.user?._id === entry.userId) return null;
  const label = reported ? t('Sudah dilaporkan', 'Reported') : t('Laporkan pesan', 'Report message');
  const report = () =>
    run(
      async () => {
        const answer = await api.post('/client/messages/report', { body: { kind, messageId: entry._id } });
        setReported(true);
        showToast(answer.message, { variant: 'success' });
      },
      (failure) =>
        showToast(refusalMessage(failure, t('Laporan gagal dikirim', 'The report could not be sent')), {
          variant: 'error',
        }),
    );
  return (
    <IconButton
      edge="end"
      size="small"
      aria-label={label}
      title={label}
      disabled={busy || reported}
      onClick={() => void report()}
    >
      <OutlinedFlag fontSize="small" />
    </IconButton>
  );
});
