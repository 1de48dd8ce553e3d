import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@fanhub/shared-auth';
// From the package, not the file: a remote bundles this page, and only the shared package holds the shell's router.
import { Link as RouterLink } from '@fanhub/shared-ui';
import { formatDate } from '../format/dates';
import { formatNumber } from '../format/numbers';
import { useAsync } from '../hooks/use-async';
import { t } from '../text';
import { sumMatches, verifyTally, type AuditSource, type Verdict } from '../verification/verify-tally';
import { ErrorState } from './error-state';

/** Whose total is verified: a Fans Pick project's (its coins, or its hearts) or a Fan Funding campaign's. */
export interface AuditedTally {
  kind: 'voting-project' | 'voting-project-hearts' | 'campaign';
  id: string;
}

export interface TallyVerificationProps {
  tally: AuditedTally;
  /** The project's or campaign's name and the total its page shows (the server's figure). */
  title: string;
  shownTotal: number;
  backTo: string;
}

/** Credits read per request; every page is read, so the sum can be compared with the total shown. */
const CREDITS_PER_PAGE = 100;

/** A tally's audit as the API publishes it. */
const auditOf = ({ kind, id }: AuditedTally): AuditSource => ({
  page: (page) => {
    const request = { params: { id }, query: { page, limit: CREDITS_PER_PAGE } };
    if (kind === 'campaign') return api.get('/client/campaign/:id/audit', request);
    if (kind === 'voting-project-hearts') return api.get('/client/voting-project/:id/heart-audit', request);
    return api.get('/client/voting-project/:id/audit', request);
  },
  seals: (from) => unwrap(api.get('/ledger/seals', { query: { from } })),
});

const VERDICT_LABEL: Record<Verdict, string> = {
  valid: 'Valid',
  unsealed: t('Menunggu segel', 'Awaiting its seal'),
  broken: t('Tidak cocok', 'Does not match'),
};

/**
 * 'Cek transparansi / Verify this tally': every credit behind a total, each Merkle proof and the seal chain
 * checked here in the browser (contract/src/tally-proof.ts), and the credits summed against the total shown.
 */
export function TallyVerification({ tally, title, shownTotal, backTo }: TallyVerificationProps) {
  const { data, error, reload } = useAsync(() => verifyTally(auditOf(tally)), [tally.kind, tally.id]);
  const hearts = tally.kind === 'voting-project-hearts';
  const unit = hearts ? 'Hati' : 'Koin';
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  const { count, sum, everyProofHolds } = data;
  const matches = sumMatches(data, shownTotal);

  return (
    <Stack spacing={3} data-testid={hearts ? 'tally-hearts' : 'tally-coins'}>
      {hearts ? (
        // A project's hearts are verified below its coins, on the same page.
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t('Hati di total ini', 'The hearts in this total')}
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('Cek transparansi', 'Verify this tally')}
          </Typography>
          <Typography color="text.secondary">
            {title} · <RouterLink to={backTo}>{t('Kembali', 'Back')}</RouterLink>
          </Typography>
        </Stack>
      )}
      <Typography>
        {hearts
          ? t(
              'Setiap Hati di total ini juga satu entri buku besar, diperiksa dengan cara yang sama.',
              'Every heart in this total is a ledger entry too, checked the same way.',
            )
          : t(
              'Setiap koin di total ini adalah satu entri buku besar. Browsermu memeriksa bukti Merkle tiap entri terhadap rantai segel yang diterbitkan.',
              "Every coin in this total is a ledger entry. Your browser checks each entry's Merkle proof against the published seal chain.",
            )}
      </Typography>
      <Alert severity={everyProofHolds ? 'success' : 'error'} data-testid="tally-proofs">
        {everyProofHolds
          ? t(
              `Semua ${count.valid} bukti valid; rantai ${data.sealCount} segel utuh`,
              `All ${count.valid} proofs valid; the chain of ${data.sealCount} seals holds`,
            )
          : t(
              `${count.broken} entri tidak cocok dengan segelnya; segel rusak: ${data.brokenSeals.join(', ') || '-'}`,
              `${count.broken} entries do not match their seal; broken seals: ${data.brokenSeals.join(', ') || '-'}`,
            )}
        {count.unsealed > 0 &&
          ` · ${t(`${count.unsealed} menunggu segel`, `${count.unsealed} awaiting their seal`)}`}
      </Alert>
      <Alert severity={matches ? 'success' : 'error'} data-testid="tally-sum">
        <span className="notranslate">
          {t('Jumlah entri', 'Sum of entries')}: {formatNumber(sum)} {unit} ·{' '}
          {t('total ditampilkan', 'total shown')}: {formatNumber(shownTotal)} {unit}
        </span>{' '}
        {matches ? t('— sama', '— equal') : t('— berbeda', '— different')}
      </Alert>
      <Table size="small" aria-label={t('Entri buku besar', 'Ledger entries')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Waktu', 'Time')}</TableCell>
            <TableCell>Fan</TableCell>
            <TableCell align="right">{unit}</TableCell>
            <TableCell>{t('Transfer', 'Transfer')}</TableCell>
            <TableCell>{t('Bukti', 'Proof')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody data-testid="tally-credits">
          {data.credits.map(({ credit, verdict }) => (
            <TableRow key={credit.transferId}>
              <TableCell className="notranslate">{formatDate(credit.at, { withTime: true })}</TableCell>
              <TableCell className="notranslate">
                {credit.fan}
                {credit.coins < 0 && (
                  <Chip size="small" sx={{ ml: 1 }} label={t('vote dibatalkan', 'vote voided')} />
                )}
              </TableCell>
              <TableCell align="right" className="notranslate">
                {formatNumber(credit.coins)}
              </TableCell>
              <TableCell className="notranslate">
                #{credit.transferId}
                {credit.seal && ` · ${t('segel', 'seal')} ${credit.seal.id}`}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={VERDICT_LABEL[verdict]}
                  color={verdict === 'valid' ? 'success' : verdict === 'broken' ? 'error' : 'default'}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
