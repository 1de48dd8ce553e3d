import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NETWORK_ERROR_MESSAGE, refusalMessage, useSession } from '@fanhub/shared-auth';
import { SectionHeading, t, useSubmit, showToast } from '@fanhub/shared-ui';
import { exportMyData } from '../api/account';
import { downloadFile } from '../download-file';

/** 'Unduh data saya': everything fanhub holds about the fan, as one JSON file (UU PDP's right of access). */
export function MyDataCard() {
  const session = useSession();
  const { busy, run } = useSubmit();

  const download = async () => {
    await run(
      async () => {
        const data = await exportMyData(session.user!._id);
        downloadFile(
          `fanhub-data-${data.exportedAt.slice(0, 10)}.json`,
          JSON.stringify(data, null, 2),
          'application/json',
        );
      },
      (error) => showToast(refusalMessage(error, NETWORK_ERROR_MESSAGE), { variant: 'error' }),
    );
  };

  return (
    <section>
      <SectionHeading title={t('Data Saya', 'My Data')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(
          'Profil, riwayat koin, pembelian, vote, dukungan, pendaftaran event dan notifikasi kamu, dalam satu file JSON.',
          'Your profile, coin statement, purchases, votes, supports, event sign-ups and notifications, in one JSON file.',
        )}
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
        {t('Unduh data saya', 'Download my data')}
      </Button>
    </section>
  );
}
