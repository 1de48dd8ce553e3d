import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VotingRules } from '@fanhub/contract';
import { formatNumber, jakartaTime, Link, t } from '@fanhub/shared-ui';

/** What the voting takes and what each is worth, unless it is the usual: coins only, a point each. */
function takenLines({ coinWeight, heartWeight }: VotingRules): string[] {
  const worth = (id: string, en: string, points: number) =>
    t(
      `1 ${id} = ${formatNumber(points)} poin`,
      `1 ${en} = ${formatNumber(points)} ${points === 1 ? 'point' : 'points'}`,
    );
  const coins = coinWeight && worth('Koin', 'coin', coinWeight);
  const hearts = heartWeight && worth('Hati', 'heart', heartWeight);
  if (coins && hearts) return [t('Menerima Koin dan Hati', 'Takes coins and hearts'), coins, hearts];
  if (hearts) return [t('Hanya menerima Hati', 'Takes hearts only'), hearts];
  return coinWeight === 1 || !coins ? [] : [coins];
}

/** Each rule as fans read it, both languages side by side. */
function ruleLines(rules: VotingRules, durationTime: string): string[] {
  const closes = jakartaTime(durationTime);
  const closesEn = jakartaTime(durationTime, 'en');
  return [
    rules.opensAt
      ? t(
          `Dibuka ${jakartaTime(rules.opensAt)}, ditutup ${closes}`,
          `Opens ${jakartaTime(rules.opensAt, 'en')}, closes ${closesEn}`,
        )
      : t(`Ditutup ${closes}`, `Closes ${closesEn}`),
    ...takenLines(rules),
    rules.dailyCoinCap
      ? t(
          `Maksimal ${formatNumber(rules.dailyCoinCap)} Koin per fan per hari (direset pukul 00.00 WIB)`,
          `At most ${formatNumber(rules.dailyCoinCap)} coins per fan per day (resets at 00:00 WIB)`,
        )
      : t('Tanpa batas Koin per hari', 'No daily coin limit'),
    ...(rules.votingCoinCap
      ? [
          t(
            `Maksimal ${formatNumber(rules.votingCoinCap)} Koin per fan selama voting`,
            `At most ${formatNumber(rules.votingCoinCap)} coins per fan over the whole voting`,
          ),
        ]
      : []),
    rules.oneProject
      ? t(
          'Satu fan, satu proyek: semua Koin-mu untuk proyek pertama yang kamu vote',
          'One fan, one project: all your coins go to the first project you vote for',
        )
      : t('Kamu boleh vote untuk beberapa proyek', 'You may vote for several projects'),
    rules.voidedCoins === 'returned'
      ? t(
          'Vote yang terbukti curang dibatalkan dan Koin-nya dikembalikan ke akunnya',
          'Votes proven fraudulent are voided and their coins go back to their accounts',
        )
      : t(
          'Vote yang terbukti curang dibatalkan dan Koin-nya disita',
          'Votes proven fraudulent are voided and their coins are forfeited',
        ),
  ];
}

/** The voting's rules, as the server enforces them (docs/product.md, "Fair play"). */
export function VotingRulesPanel({ rules, durationTime }: { rules: VotingRules; durationTime: string }) {
  return (
    <Alert severity="info" icon={false} data-testid="voting-rules">
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {t('Aturan voting', 'Voting rules')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {ruleLines(rules, durationTime).map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Link to="/fair-play">{t('Fair play di fanhub', 'Fair play at fanhub')}</Link>
      </Typography>
    </Alert>
  );
}
