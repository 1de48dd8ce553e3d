import Stack from '@mui/material/Stack';
import { BannerCarousel, PageIntro, t, useAsync } from '@fanhub/shared-ui';
import { useNavigate } from 'react-router-dom';
import { getFansPickBanners } from '../api/get-banners';
import { CategorisedVotings } from './categorised-votings';

/** `/fanspick`: banners, hero, category chips and every voting of the chosen category. */
export function FansPickPage() {
  const navigate = useNavigate();
  const banners = useAsync(getFansPickBanners, []);
  return (
    <Stack spacing={3}>
      {banners.data && (
        <BannerCarousel
          banners={banners.data}
          onOpen={(banner) => banner.link.startsWith('/') && navigate(banner.link)}
        />
      )}
      <PageIntro title="Fans Pick">
        {t(
          'Pilih proyek idolmu dan vote dengan Koin. 1 Koin = 1 vote.',
          "Pick your idol's project and vote with coins. 1 coin = 1 vote.",
        )}
      </PageIntro>
      <CategorisedVotings />
    </Stack>
  );
}
