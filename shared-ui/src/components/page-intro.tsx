import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section page's title (its one h1) and the sentence that says what the page is for. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
