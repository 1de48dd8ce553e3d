import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '../router';

type Action = { label: string } & ({ to: string } | { href: string; external?: boolean });

/**
 * A home section's title with its optional See All: a route of the site (`to`), or another site's page
 * (`href`, opened in a new tab when `external`).
 */
export function SectionHeading({ title, action }: { title: string; action?: Action }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {action &&
        ('to' in action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : (
          <Button
            href={action.href}
            {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {action.label}
          </Button>
        ))}
    </Box>
  );
}
