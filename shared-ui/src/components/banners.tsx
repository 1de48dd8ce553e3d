import type { Banner } from '@fanhub/contract';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate } from '../router';
import { useAsync } from '../hooks/use-async';
import { BannerCarousel } from './banner-carousel';

/**
 * A page's banners in their carousel. Their room (2:1) is kept while they load, so nothing below them moves
 * when they arrive; banners that fail to load leave no hole. A banner opens its link: a page of the site, or
 * another site in a new tab.
 */
export function Banners({ load }: { load: () => Promise<Banner[]> }) {
  const navigate = useNavigate();
  const { data, loading } = useAsync(load, []);
  if (loading && !data) return <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />;
  return (
    <BannerCarousel
      banners={data ?? []}
      onOpen={({ link }) => {
        if (link.startsWith('/')) navigate(link);
        else if (link) window.open(link, '_blank', 'noopener');
      }}
    />
  );
}
