import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressPercent } from '../format/numbers';

/**
 * Collected against target as a bar (capped at 100 %), with the percent (2 decimals) beside it: as it is in
 * lists, capped at 100 on detail pages (`capPercent`).
 */
export function ProgressBar({
  collected,
  target,
  showPercent = true,
  capPercent = false,
}: {
  collected: number;
  target: number;
  showPercent?: boolean;
  capPercent?: boolean;
}) {
  const percent = progressPercent(collected, target, { cap: capPercent });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        aria-label={`${percent}%`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      {showPercent && (
        <Typography
          variant="caption"
          className="notranslate"
          sx={{ minWidth: 48, textAlign: 'right', fontWeight: 600 }}
        >
          {percent.toFixed(2)}%
        </Typography>
      )}
    </Box>
  );
}
