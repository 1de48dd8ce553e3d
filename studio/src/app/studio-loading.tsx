import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { bilingual } from '@fanhub/contract';

/** The studio's first paint: shown while its configuration and the sections' studio pages load. */
export function StudioLoading() {
  return (
    <Box
      role="status"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden />
      <Typography>{bilingual('Memuat studio…', 'Loading the studio…')}</Typography>
    </Box>
  );
}
