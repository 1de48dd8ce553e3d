import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SITE } from '../../config/site';

export function SocialLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SITE.social.map((link) => (
        <Link
          key={link.label}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          color="inherit"
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
