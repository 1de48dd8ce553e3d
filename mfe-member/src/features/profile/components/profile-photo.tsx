import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePhoto, refusalMessage, useSession } from '@fanhub/shared-auth';
import { t, useSubmit, validationMessages, showToast } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent } from 'react';

/** The fan's photo and 'Ganti foto': a chosen image is uploaded and saved at once. */
export const ProfilePhoto = observer(function ProfilePhoto() {
  const session = useSession();
  const { busy: saving, run } = useSubmit();
  const user = session.user!;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return showToast(validationMessages.imageOnly, { variant: 'error' });
    await run(
      async () => {
        await changePhoto(file);
        showToast(t('Foto profil diperbarui', 'Profile photo updated'), { variant: 'success' });
      },
      (error) => {
        showToast(refusalMessage(error, t('Foto profil gagal diunggah', 'Photo upload failed')), {
          variant: 'error',
        });
      },
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={user.avatar ?? undefined}
        alt={user.fullName}
        data-testid="profile-avatar"
        sx={{ width: 88, height: 88, fontSize: 36 }}
      >
        {user.fullName[0]}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" className="notranslate" sx={{ overflowWrap: 'anywhere' }}>
          {user.fullName}
        </Typography>
        <Button component="label" variant="outlined" size="small" disabled={saving}>
          {saving ? t('Mengunggah…', 'Uploading…') : t('Ganti foto', 'Change photo')}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={t('Foto profil', 'Profile photo')}
            onChange={choose}
          />
        </Button>
      </Stack>
    </Stack>
  );
});
