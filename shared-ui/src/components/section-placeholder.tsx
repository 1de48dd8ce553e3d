import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Stands in for a section whose remote has not been built out yet: says which section it is. */
export function SectionPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <Box component="section" sx={{ py: 4 }} data-testid={`section-${title}`}>
      <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Box>
  );
}
