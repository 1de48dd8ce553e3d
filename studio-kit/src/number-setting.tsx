import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { bilingual } from '@fanhub/contract';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { studioApi } from './api-client';

interface NumberSettingProps {
  /** The setting's call: GET reads it, PUT `{ [field]: value }` changes it (in the audit trail). */
  path: string;
  field: string;
  /** Whose writers may change it. */
  resource: string;
  title: string;
  label: string;
  sx?: SxProps<Theme>;
}

/** One number staff set for the site (how many reports hide a message, how hard the anti-bot check is). */
export function NumberSetting({ path, field, resource, title, label, sx }: NumberSettingProps) {
  const [value, setValue] = useState('');
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const notify = useNotify();
  useEffect(() => {
    void studioApi
      .get<{ data: Record<string, number> }>(path)
      .then(({ data }) => setValue(String(data.data[field])));
  }, [path, field]);
  const save = async () => {
    try {
      await studioApi.put(path, { [field]: Number(value) });
      notify(bilingual('Tersimpan', 'Saved'), { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    }
  };
  return (
    <Card sx={sx}>
      <CardContent>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <TextField
          size="small"
          type="number"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={!canAccess}
          label={label}
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
