import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { t } from '@fanhub/shared-ui';
import { SITE } from '../../../config/site';

/** 'Hubungi kami': phone and email, as links (the footer and the menu). */
export function ContactDetails() {
  return (
    <Box>
      <Typography variant="subtitle2">{t('Hubungi kami', 'Contact us')}</Typography>
      <Typography variant="body2" className="notranslate">
        <Link href={`tel:${SITE.contact.phone.replace(/\s/g, '')}`} color="inherit">
          {SITE.contact.phone}
        </Link>
      </Typography>
      <Typography variant="body2" className="notranslate">
        <Link href={`mailto:${SITE.contact.email}`} color="inherit">
          {SITE.contact.email}
        </Link>
      </Typography>
    </Box>
  );
}

/** Who runs fanhub and where (the footer and the menu). */
export function CompanyDetails() {
  return (
    <Box>
      <Typography variant="subtitle2" className="notranslate">
        {SITE.company.name}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {SITE.company.address}
      </Typography>
    </Box>
  );
}
