import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A home section's title with its optional See All link (external links open a new tab). */
export function SectionHeading({
  title,
  action,
}: {
  title: string;
  action?: { label: string; href: string; external?: boolean };
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {action && (
        <Button
          href={action.href}
          {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {action.label}
        </Button>
      )}
    </Box>
  );
}
