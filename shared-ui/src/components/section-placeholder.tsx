import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Stands in for a section whose remote has not been built out yet: says which section it is. */
export function SectionPlaceholder({
  title,
  description,
  note,
}: {
  title: string;
  description: string;
  note?: ReactNode;
}) {
  return (
    <Box component="section" sx={{ py: 4 }} data-testid={`section-${title}`}>
      <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {note && <Typography variant="body2">{note}</Typography>}
    </Box>
  );
}
