import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../router';
import { t } from '../text';

/**
 * `/` of a remote running alone. The site's home page lives in the shell; a remote that sends a fan home
 * (the member area does, to a visitor) lands here, next to the harness's sign-in, instead of in a loop.
 */
export function StandaloneHome({ paths }: { paths: string[] }) {
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('Bagian ini berjalan sendiri', 'This section is running on its own')}
      </Typography>
      {paths.map((path) => (
        <Link key={path} component={RouterLink} to={path} sx={{ display: 'block' }}>
          {path}
        </Link>
      ))}
    </Box>
  );
}
