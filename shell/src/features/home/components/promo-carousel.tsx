import { BannerCarousel, useAsync } from '@fanhub/shared-ui';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate } from 'react-router-dom';
import { getBanners } from '../api/get-banners';

/** Promotional banners; a banner failing to load leaves no hole (the carousel simply does not show). */
export function PromoCarousel() {
  const navigate = useNavigate();
  const { data, loading } = useAsync(() => getBanners('promotional'), []);
  if (loading && !data) return <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />;
  return (
    <BannerCarousel
      banners={data ?? []}
      onOpen={(banner) => {
        if (banner.link.startsWith('/')) navigate(banner.link);
        else if (banner.link) window.open(banner.link, '_blank', 'noopener');
      }}
    />
  );
}
