import { Box, Typography } from '@mui/material';
import { bilingual, type ScanDirection, type ScanResult } from '@fanhub/contract';
import type { DoorAnswer } from './door-store';

/** What the door says of a scan, in big words a queue can read from a step away (and the studio's conflicts list). */
export const SAID: Record<ScanResult, (direction: ScanDirection) => string> = {
  ok: (direction) =>
    direction === 'entry'
      ? bilingual('Silakan masuk', 'Welcome in')
      : bilingual('Keluar tercatat', 'Exit recorded'),
  already_redeemed: () => bilingual('Sudah di dalam', 'Already in'),
  not_inside: () => bilingual('Belum masuk', 'Not inside'),
  revoked: () => bilingual('Tiket dibatalkan', 'Ticket revoked'),
  invalid_time: () => bilingual('Tiket kedaluwarsa', 'Ticket expired'),
  other_event: () => bilingual('Tiket acara lain', "Another event's ticket"),
  invalid: () => bilingual('Bukan tiket fanhub', 'Not a fanhub ticket'),
};

/** Green for a fan let through, red with the reason for anything else; and whom the ticket names. */
export function DoorAnswerPanel({ answer }: { answer: DoorAnswer | undefined }) {
  const shown = answer && answer.result !== 'checking' ? answer : undefined;
  const admitted = shown?.result === 'ok';
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="door-answer"
      data-result={answer?.result ?? 'none'}
      sx={{
        minHeight: 160,
        p: 3,
        borderRadius: 2,
        color: shown ? '#fff' : 'text.secondary',
        bgcolor: shown ? (admitted ? '#1b5e20' : '#b71c1c') : 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: 30, sm: 44 }, fontWeight: 700, lineHeight: 1.15 }}>
        {answer === undefined
          ? bilingual('Arahkan kode QR tiket ke kamera', "Hold the ticket's QR code to the camera")
          : answer.result === 'checking'
            ? bilingual('Memeriksa…', 'Checking…')
            : SAID[answer.result](answer.direction)}
      </Typography>
      {answer?.fanName && (
        <Typography component="p" sx={{ fontSize: 24, mt: 1 }}>
          {answer.fanName}
        </Typography>
      )}
      {shown?.offline && (
        <Typography component="p" sx={{ fontSize: 18, mt: 1 }}>
          {bilingual(
            'Diputuskan luring: dikirim saat jaringan kembali',
            'Decided offline: sent when the network is back',
          )}
        </Typography>
      )}
    </Box>
  );
}
