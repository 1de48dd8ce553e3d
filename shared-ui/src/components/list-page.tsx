import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Banner } from '@fanhub/contract';
import { useState, type ReactNode } from 'react';
import { Banners } from './banners';
import { FilterChips, type FilterItem } from './filter-chips';
import { PageIntro } from './page-intro';
import { t } from '../text';

/**
 * A section's list page (Fans Pick, Fan Funding, Events): its banners, its title and sentence, the filter chips
 * when it has any (the first chosen at first), and the list for the chosen filter.
 */
export function ListPage({
  loadBanners,
  title,
  intro,
  filters = [],
  children,
}: {
  loadBanners: () => Promise<Banner[]>;
  title: string;
  intro: string;
  filters?: FilterItem[];
  children: (filter: string) => ReactNode;
}) {
  const [filter, setFilter] = useState(filters[0]?.key ?? '');
  return (
    <Stack spacing={3}>
      <Banners load={loadBanners} />
      <PageIntro title={title}>{intro}</PageIntro>
      {filters.length > 0 && <FilterChips items={filters} value={filter} onChange={setFilter} />}
      {/* The cards' titles are h3: the list gets its h2, for screen readers' heading navigation. */}
      <Typography component="h2" sx={visuallyHidden}>
        {t(`Daftar ${title}`, `${title} list`)}
      </Typography>
      {children(filter)}
    </Stack>
  );
}
