import Stack from '@mui/material/Stack';
import { CardGridSkeleton, ErrorState, t, useAsync } from '@fanhub/shared-ui';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getCategories } from '../api/get-categories';
import { CategoryChips } from './category-chips';
import { VotingList, votingListSkeleton } from './voting-list';

/** Category chips from the server (the first chosen at once) over that category's votings. */
export function CategorisedVotings({ onHome = false }: { onHome?: boolean }) {
  const categories = useAsync(getCategories, []);
  const [chosen, setChosen] = useState<string | null>(null);
  if (categories.error) return <ErrorState message={categories.error.message} onRetry={categories.reload} />;
  if (!categories.data) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={32} width={320} />
        <CardGridSkeleton {...votingListSkeleton(onHome)} />
      </Stack>
    );
  }
  if (categories.data.length === 0)
    return <Typography color="text.secondary">{t('Belum ada voting', 'No votings yet')}</Typography>;
  const categoryId = chosen ?? categories.data[0]!._id;
  return (
    <Stack spacing={2}>
      <CategoryChips categories={categories.data} value={categoryId} onChange={setChosen} />
      <VotingList categoryId={categoryId} onHome={onHome} />
    </Stack>
  );
}
