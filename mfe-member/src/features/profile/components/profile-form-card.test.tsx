import type { Member } from '@fanhub/contract';
import { ApiError, SessionProvider } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders } from '@fanhub/shared-ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProfileFormCard } from './profile-form-card';

jest.mock('../api/profile', () => ({ updateProfile: jest.fn() }));
const { updateProfile } = jest.requireMock('../api/profile') as { updateProfile: jest.Mock };

function renderCard() {
  const session = signedInSession(50);
  const member: Member = { ...session.user!, birthDate: '2001-05-07', phone: '081234567890' };
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <ProfileFormCard member={member} />
      </SessionProvider>
    </AppProviders>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { session, type, update: () => fireEvent.click(screen.getByRole('button', { name: 'Update' })) };
}

beforeEach(() => updateProfile.mockReset());

it('saves a new name and the session (top bar, menu) takes it', async () => {
  const { session, type, update } = renderCard();
  updateProfile.mockResolvedValue({
    message: 'Profil berhasil diperbarui / Profile updated successfully',
    data: { ...session.user, fullName: 'Minji' },
  });
  type('Nama lengkap / Full name', 'Minji');
  update();
  expect(
    await screen.findByText('Profil berhasil diperbarui / Profile updated successfully'),
  ).toBeInTheDocument();
  expect(updateProfile).toHaveBeenCalledWith('m1', { fullName: 'Minji' });
  expect(session.user?.fullName).toBe('Minji');
});

it('asks for the current password before a new email goes out, and shows the refusal', async () => {
  const { type, update } = renderCard();
  expect(screen.queryByLabelText('Password saat ini / Current password')).not.toBeInTheDocument();
  type('Email', 'new@fanhub.id');
  update();
  expect(screen.getByTestId('profile-error')).toHaveTextContent(/Masukkan password saat ini/);
  expect(updateProfile).not.toHaveBeenCalled();

  updateProfile.mockRejectedValue(
    new ApiError(
      'Password saat ini salah / Your current password is incorrect',
      403,
      'CURRENT_PASSWORD_WRONG',
    ),
  );
  type('Password saat ini / Current password', 'salah123');
  update();
  await waitFor(() =>
    expect(screen.getByTestId('profile-error')).toHaveTextContent(
      'Password saat ini salah / Your current password is incorrect',
    ),
  );
  expect(updateProfile).toHaveBeenCalledWith('m1', { email: 'new@fanhub.id', currentPassword: 'salah123' });
});

it('sends nothing when nothing changed', () => {
  const { update } = renderCard();
  update();
  expect(updateProfile).not.toHaveBeenCalled();
});
