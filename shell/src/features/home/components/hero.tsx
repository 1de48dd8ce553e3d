import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { intents, useSession } from '@fanhub/shared-auth';
import { MEMBER_AREA_SIGN_IN, t, useNavigate } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';

export const Hero = observer(function Hero() {
  const session = useSession();
  const navigate = useNavigate();
  const name = session.user?.fullName;
  return (
    <Box
      sx={{
        borderRadius: 4,
        p: { xs: 3, md: 5 },
        color: '#fff',
        background: 'linear-gradient(135deg, #41AADF 0%, #8E44AD 100%)',
      }}
    >
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.125rem' } }}
        data-testid="hero-greeting"
      >
        {name ? (
          <>
            {t('Halo', 'Hello')}, <span className="notranslate">{name}</span>!
          </>
        ) : (
          t('Selamat datang di fanhub!', 'Welcome to fanhub!')
        )}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: 560, opacity: 0.95 }}>
        {name
          ? t(
              'Dukung idolmu hari ini: vote, danai dan ikuti event.',
              'Support your idols today: vote, fund and join events.',
            )
          : t(
              'Kumpulkan Koin, vote proyek idolmu dan danai kampanye fans.',
              'Collect coins, vote for your idols and fund fan campaigns.',
            )}
      </Typography>
      <Button
        variant="contained"
        size="large"
        sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#f0f7fc' } }}
        onClick={() =>
          session.isLoggedIn ? navigate('/member-area') : intents.requestLogin(...MEMBER_AREA_SIGN_IN)
        }
      >
        Member Area
      </Button>
    </Box>
  );
});
