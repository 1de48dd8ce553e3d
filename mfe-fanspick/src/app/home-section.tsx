import Box from '@mui/material/Box';
import { SectionHeading, t } from '@fanhub/shared-ui';
import { CategorisedVotings } from '../features/voting/components/categorised-votings';

/** The home page's Fans Pick section. */
export default function HomeSection() {
  return (
    <Box>
      <SectionHeading title="Fans Pick" action={{ label: t('Lihat Semua', 'See All'), to: '/fanspick' }} />
      <CategorisedVotings onHome />
    </Box>
  );
}
