import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A detail page's figure: a small label over a big number (kept out of page translators). */
export function StatFigure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        className="notranslate"
        sx={{ fontWeight: 800 }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
