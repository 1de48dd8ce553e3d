import Typography from '@mui/material/Typography';
import type { RankedFan } from '@fanhub/contract';
import { t } from '@fanhub/shared-ui';
import { RankingList } from '@fanhub/shared-ui/details';

/** Voters of a voting by coins given, highest first, with crown / star / award / trophy badges. */
export function TopFansPickers({ fans }: { fans: RankedFan[] }) {
  if (fans.length === 0) {
    return (
      <Typography color="text.secondary">
        {t('Belum ada voter, jadilah yang pertama!', 'No voters yet, be the first!')}
      </Typography>
    );
  }
  return <RankingList fans={fans} order="fanspicker" testId="top-fanspickers" />;
}
