import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t, Link as RouterLink } from '@fanhub/shared-ui';
import { SITE } from '../../config/site';
import { CompanyDetails, ContactDetails } from './site-details';
import { SocialLinks } from './social-links';

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#14213D', color: '#E5EAF2', mt: 6, py: 5 }}>
      <Container sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
            fanhub
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.8 }}>
            {t('Rumah fans K-pop Indonesia', 'Home of Indonesian K-pop fans')}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <SocialLinks />
          </Box>
          <Link
            component={RouterLink}
            to="/fair-play"
            color="inherit"
            sx={{ display: 'inline-block', mt: 2, py: 0.5 }}
          >
            {t('Fair play: aturan & laporan', 'Fair play: rules & reports')}
          </Link>
        </Box>
        <Box>
          <ContactDetails />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {SITE.appStores.map((store) => (
              <Link
                key={store.label}
                href={store.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ border: '1px solid rgba(255,255,255,.4)', borderRadius: 2, px: 1.5, py: 0.5 }}
                color="inherit"
                underline="none"
              >
                {store.label}
              </Link>
            ))}
          </Stack>
        </Box>
        <Box>
          <CompanyDetails />
          <Typography variant="caption" sx={{ display: 'block', mt: 2, opacity: 0.6 }}>
            © {new Date().getFullYear()} fanhub
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
