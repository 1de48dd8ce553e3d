import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BannerCarousel, t, useAsync } from '@fanhub/shared-ui';
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
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Fans Pick
        </Typography>
        <Typography color="text.secondary">
          {t(
            'Pilih proyek idolmu dan vote dengan Koin. 1 Koin = 1 vote.',
            "Pick your idol's project and vote with coins. 1 coin = 1 vote.",
          )}
        </Typography>
      </Box>
      <CategorisedVotings />
    </Stack>
  );
}
