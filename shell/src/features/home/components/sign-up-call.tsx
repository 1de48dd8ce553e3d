import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui } from '../../../stores/ui-store';

/** The call to join, for visitors; signed-in fans do not need it. */
export const SignUpCall = observer(function SignUpCall() {
  const session = useSession();
  if (session.isLoggedIn) return null;
  return (
    <Box
      sx={{ textAlign: 'center', borderRadius: 4, p: { xs: 3, md: 5 }, bgcolor: '#EAF6FC' }}
      data-testid="sign-up-call"
    >
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {t('Gabung dengan ribuan fans lainnya', 'Join thousands of fellow fans')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1.5 }}>
        {t('Daftar gratis dan mulai dukung idolmu.', 'Sign up for free and start supporting your idols.')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => ui.open('register')}>
        {t('Daftar Sekarang', 'Sign Up Now')}
      </Button>
    </Box>
  );
});
