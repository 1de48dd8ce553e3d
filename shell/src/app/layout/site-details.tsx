import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { t } from '@fanhub/shared-ui';
import { SITE } from '../../config/site';

/** Links in running text made at least 24 px tall, a target a thumb can hit (WCAG 2.5.8). */
const TOUCH_TARGET = { display: 'inline-block', py: 0.5 } as const;

/** 'Hubungi kami': phone and email, as links (the footer and the menu). */
export function ContactDetails() {
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        {t('Hubungi kami', 'Contact us')}
      </Typography>
      <Typography variant="body2" className="notranslate">
        <Link href={`tel:${SITE.contact.phone.replace(/\s/g, '')}`} color="inherit" sx={TOUCH_TARGET}>
          {SITE.contact.phone}
        </Link>
      </Typography>
      <Typography variant="body2" className="notranslate">
        <Link href={`mailto:${SITE.contact.email}`} color="inherit" sx={TOUCH_TARGET}>
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
      <Typography variant="subtitle2" component="h2" className="notranslate">
        {SITE.company.name}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {SITE.company.address}
      </Typography>
    </Box>
  );
}
