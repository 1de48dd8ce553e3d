import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { VoidingNotice } from '@fanhub/contract';
import { formatNumber, jakartaTime, t } from '@fanhub/shared-ui';

/**
 * The voting's public notices of votes voided for fraud (docs/fair-play.md): when, how many votes and coins, why,
 * and where the coins went. The totals already leave them out; the verify page shows each reversal.
 */
export function VoidingNotices({ voidings }: { voidings: VoidingNotice[] }) {
  if (voidings.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="voiding-notices">
      {voidings.map((notice) => {
        const votes = formatNumber(notice.votes);
        const coins = formatNumber(notice.coins);
        return (
          <Alert key={notice._id} severity="warning">
            <AlertTitle>
              {t(`Vote dibatalkan: ${notice.votingTitle}`, `Votes voided: ${notice.votingTitle}`)}
            </AlertTitle>
            <span className="notranslate">
              {t(
                `${jakartaTime(notice.voidedAt)}: ${votes} vote (${coins} Koin) dari ${notice.accounts} akun dibatalkan. `,
                `${jakartaTime(notice.voidedAt, 'en')}: ${votes} votes (${coins} coins) from ${notice.accounts} accounts were voided. `,
              )}
            </span>
            {t('Alasan', 'Reason')}: {notice.reason}.{' '}
            {notice.destination === 'returned'
              ? t('Koin-nya dikembalikan ke akun tersebut.', 'Their coins went back to those accounts.')
              : t(
                  'Koin-nya disita sesuai aturan voting.',
                  "Their coins were forfeited under the voting's rules.",
                )}
          </Alert>
        );
      })}
    </Stack>
  );
}
