import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '@fanhub/shared-ui';
import { Link } from 'react-router-dom';
import { CategorisedVotings } from '../features/voting/components/categorised-votings';

/** The home page's Fans Pick section. */
export default function HomeSection() {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          Fans Pick
        </Typography>
        <Button component={Link} to="/fanspick">
          {t('Lihat Semua', 'See All')}
        </Button>
      </Box>
      <CategorisedVotings onHome />
    </Box>
  );
}
