import Alert from '@mui/material/Alert';
import { bilingual, type JobQueueName, type StudioFailedJob } from '@fanhub/contract';
import { StudioActionButton, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import { Datagrid, FunctionField, List, NumberField, TextField, useRecordContext } from 'react-admin';

/** What each queue's job does for a fan, as staff read it. */
const QUEUE_LABELS: Record<JobQueueName, string> = {
  ticketMail: bilingual('Email tiket', 'Ticket mail'),
  confirmationCodeMail: bilingual('Email kode konfirmasi', 'Confirmation code mail'),
  resetCodeMail: bilingual('Email kode reset password', 'Password reset code mail'),
  passwordChangedMail: bilingual('Email password diubah', 'Password changed mail'),
  pushMessage: bilingual('Notifikasi push', 'Push notification'),
};

/** An admin runs a failed job once more, once what failed it (a mail server, say) is mended. */
function Retry() {
  const job = useRecordContext<StudioFailedJob>();
  if (!job) return null;
  return (
    <StudioActionButton
      label={bilingual('Coba lagi', 'Retry')}
      path="/studio/jobs/failed/:id/retry"
      request={{ params: { id: job._id } }}
      done={bilingual('Job dijalankan lagi', 'Job queued again')}
    />
  );
}

/** Work after a fan's answer that used up its retries, newest first (docs/operations.md, "The job queue"). */
export const failedJobResource: StudioResource = {
  name: 'failed-jobs',
  options: { label: bilingual('Job gagal', 'Failed jobs') },
  list: () => (
    <List
      title={bilingual('Job gagal', 'Failed jobs')}
      exporter={false}
      empty={<Alert severity="success">{bilingual('Tidak ada job gagal', 'No job has failed')}</Alert>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="failed-jobs">
        <FunctionField<StudioFailedJob> label="Job" render={(job) => QUEUE_LABELS[job.queue]} />
        <TextField source="subject" label={bilingual('Untuk', 'For')} sortable={false} />
        <NumberField source="attempts" label={bilingual('Percobaan', 'Tries')} sortable={false} />
        <TextField source="error" label={bilingual('Galat terakhir', 'Last error')} sortable={false} />
        <WibDateField source="failedAt" showTime label={bilingual('Gagal', 'Failed')} sortable={false} />
        <Retry />
      </Datagrid>
    </List>
  ),
  api: { list: '/studio/jobs/failed' },
  writers: ['admin'],
};
