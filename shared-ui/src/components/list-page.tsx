import Stack from '@mui/material/Stack';
import type { Banner } from '@fanhub/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsync } from '../hooks/use-async';
import { BannerCarousel } from './banner-carousel';
import { FilterChips, type FilterItem } from './filter-chips';
import { PageIntro } from './page-intro';

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
  const navigate = useNavigate();
  const banners = useAsync(loadBanners, []);
  const [filter, setFilter] = useState(filters[0]?.key ?? '');
  return (
    <Stack spacing={3}>
      {banners.data && banners.data.length > 0 && (
        <BannerCarousel
          banners={banners.data}
          onOpen={(banner) => banner.link.startsWith('/') && navigate(banner.link)}
        />
      )}
      <PageIntro title={title}>{intro}</PageIntro>
      {filters.length > 0 && <FilterChips items={filters} value={filter} onChange={setFilter} />}
      {children(filter)}
    </Stack>
  );
}
