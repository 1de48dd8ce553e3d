import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';

/** `/member-area/akun`: the password, the fan's data, and deleting the account. */
export function AccountPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider />}>
        <ChangePasswordCard />
        <MyDataCard />
        <DeleteAccountCard />
      </Stack>
    </Paper>
  );
}
