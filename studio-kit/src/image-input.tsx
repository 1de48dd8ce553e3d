import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bilingual } from '@fanhub/contract';
import { useState, type ChangeEvent } from 'react';
import { useInput, useNotify } from 'react-admin';
import { useStudioApi } from './use-studio-api';

/**
 * An image for a record: chosen here, uploaded through the studio's upload (re-encoded, stored on fanhub) and
 * kept as its URL, with a preview.
 */
export function StudioImageInput({ source, label, usage }: { source: string; label: string; usage: string }) {
  const { field, fieldState } = useInput({
    source,
    validate: (value) => (value ? undefined : bilingual('Unggah gambar', 'Upload an image')),
  });
  const notify = useNotify();
  const api = useStudioApi();
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('usage', usage);
      form.append('file', file);
      const answer = await api.post('/studio/files', { body: form });
      field.onChange(answer.data.urlStream);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {field.value && (
        <Box
          component="img"
          src={String(field.value)}
          alt={label}
          sx={{ maxWidth: 320, borderRadius: 1 }}
          data-testid={`${source}-preview`}
        />
      )}
      <Button component="label" variant="outlined" disabled={uploading} sx={{ alignSelf: 'flex-start' }}>
        {uploading ? bilingual('Mengunggah…', 'Uploading…') : bilingual('Unggah gambar', 'Upload image')}
        <input
          hidden
          type="file"
          accept="image/*"
          onChange={(event) => void choose(event)}
          aria-label={label}
        />
      </Button>
      {fieldState.error && (
        <Typography variant="caption" color="error">
          {fieldState.error.message}
        </Typography>
      )}
    </Stack>
  );
}
