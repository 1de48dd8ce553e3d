import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { intents, useSession } from '@fanhub/shared-auth';
import { MEMBER_AREA_SIGN_IN, t, useAsync, useNavigate } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { getMember } from '../api/profile';
import { ProfileFormCard } from './profile-form-card';
import { ProfilePhoto } from './profile-photo';

/**
 * `/member-area`: the fan's profile, read fresh from the server. docs/product.md section 4: when it cannot be read,
 * the login modal opens and the fan goes to `/`.
 */
export const ProfilePage = observer(function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const memberId = session.user?._id ?? '';
  const { data: member, error } = useAsync(() => getMember(memberId), [memberId]);

  useEffect(() => {
    if (!error) return;
    intents.requestLogin(...MEMBER_AREA_SIGN_IN);
    navigate('/', { replace: true });
  }, [error, navigate]);

  if (!member)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('Memuat profil', 'Loading profile')} />
      </Box>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <ProfilePhoto />
        <Alert severity="info" data-testid="keep-contact-notice">
          {t(
            'Pastikan email dan nomor telepon kamu tetap aktif, agar info akun dan pembayaran sampai ke kamu.',
            'Keep your email and phone number active, so account and payment news reaches you.',
          )}
        </Alert>
        <ProfileFormCard key={member._id} member={member} />
      </Stack>
    </Paper>
  );
});
