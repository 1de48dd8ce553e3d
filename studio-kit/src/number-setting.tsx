import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bilingual, type BodyOf, type PathOf } from '@fanhub/contract';
import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useStudioApi } from './use-studio-api';

/** A setting of the site: GET reads it, PUT changes some of its numbers (in the audit trail). */
type SettingPath = Extract<PathOf<'PUT'>, `/studio/settings/${string}`>;

interface NumberSettingProps<P extends SettingPath> {
  path: P;
  field: keyof BodyOf<'PUT', P> & string;
  /** Whose writers may change it. */
  resource: string;
  title: string;
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * One number staff set for the site (how many reports hide a message, how hard the anti-bot check is), read and
 * saved through the data provider with react-admin's query client.
 */
export function NumberSetting<P extends SettingPath>({
  path,
  field,
  resource,
  title,
  label,
  sx,
}: NumberSettingProps<P>) {
  const api = useStudioApi();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [typed, setTyped] = useState<string>();
  const saved = useQuery({
    queryKey: ['studio-setting', path],
    queryFn: async () => ((await api.send('GET', path)) as { data: Record<string, number> }).data,
  });
  const save = useMutation({
    mutationFn: (value: number) => api.send('PUT', path, { body: { [field]: value } }),
    onSuccess: () => {
      notify(bilingual('Tersimpan', 'Saved'), { type: 'success' });
      void saved.refetch();
    },
    onError: (failure) => notify(failure.message, { type: 'error' }),
  });
  const value = typed ?? (saved.data ? String(saved.data[field]) : '');
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
          onChange={(event) => setTyped(event.target.value)}
          disabled={!canAccess || saved.isPending}
          label={label}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        {canAccess && (
          <MuiButton sx={{ mt: 1 }} disabled={save.isPending} onClick={() => save.mutate(Number(value))}>
            {bilingual('Simpan', 'Save')}
          </MuiButton>
        )}
      </CardContent>
    </Card>
  );
}
