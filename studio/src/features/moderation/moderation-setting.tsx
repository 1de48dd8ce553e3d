import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual } from '@fanhub/contract';
import { studioApi } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';

/** How many different fans' reports hide a message until a moderator decides (the studio's setting). */
export function ModerationSetting() {
  const [reports, setReports] = useState('');
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'messages' });
  const notify = useNotify();
  useEffect(() => {
    void studioApi
      .get<{ data: { autoHideReports: number } }>('/studio/settings/moderation')
      .then(({ data }) => setReports(String(data.data.autoHideReports)));
  }, []);
  const save = async () => {
    try {
      await studioApi.put('/studio/settings/moderation', { autoHideReports: Number(reports) });
      notify(bilingual('Tersimpan', 'Saved'), { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    }
  };
  return (
    <Card sx={{ ml: 2, mt: 8, width: 260, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {bilingual('Sembunyikan otomatis setelah', 'Hide automatically after')}
        </Typography>
        <TextField
          size="small"
          type="number"
          value={reports}
          onChange={(event) => setReports(event.target.value)}
          disabled={!canAccess}
          label={bilingual('laporan dari fans berbeda', 'reports by different fans')}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        {canAccess && (
          <MuiButton sx={{ mt: 1 }} onClick={() => void save()}>
            {bilingual('Simpan', 'Save')}
          </MuiButton>
        )}
      </CardContent>
    </Card>
  );
}
