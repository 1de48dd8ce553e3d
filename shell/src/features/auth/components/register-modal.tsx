import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Registration } from '@fanhub/contract';
import { changePhoto, refusalMessage, session } from '@fanhub/shared-auth';
import {
  isValidEmail,
  isValidPhone,
  newPasswordError,
  t,
  useSubmit,
  validationMessages,
  showToast,
} from '@fanhub/shared-ui';
import { useState, type FormEvent } from 'react';
import { useProofOfWork } from '../../../proof-of-work/use-proof-of-work';
import { ui, type ShellModalProps } from '../../../stores/ui-store';
import { register } from '../api/register';
import { useObjectUrl } from '../use-object-url';

/** The fields the form asks for (the photo is uploaded after the account exists). */
type RegistrationForm = Required<Omit<Registration, 'avatar' | 'gender' | 'altcha'>>;

const EMPTY: RegistrationForm = {
  fullName: '',
  birthDate: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  referalCode: '',
};
const REQUIRED: (keyof RegistrationForm)[] = [
  'fullName',
  'birthDate',
  'email',
  'password',
  'confirmPassword',
  'phone',
];

/** The first problem with the form, in docs/product.md section 5's words; undefined when it can be sent. */
function problemWith(form: RegistrationForm, photo: File | null): string | undefined {
  if (REQUIRED.some((field) => form[field].trim() === '')) return validationMessages.requiredFields;
  if (!isValidEmail(form.email)) return validationMessages.emailInvalid;
  const passwordError = newPasswordError(form.password, form.confirmPassword);
  if (passwordError) return passwordError;
  if (!isValidPhone(form.phone)) return validationMessages.phoneInvalid;
  if (photo && !photo.type.startsWith('image/')) return validationMessages.imageOnly;
  return undefined;
}

export function RegisterModal({ open, transition }: ShellModalProps) {
  const [form, setForm] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy: submitting, run } = useSubmit();
  const proofOfWork = useProofOfWork();

  const reset = () => {
    setForm(EMPTY);
    setPhoto(null);
    setTerms(false);
    setError(null);
  };
  const close = () => {
    reset();
    ui.close();
  };
  const field = (name: keyof RegistrationForm, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      autoComplete={autoComplete}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      {...(type === 'date' ? { slotProps: { inputLabel: { shrink: true } } } : {})}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(form, photo);
    if (problem) return setError(problem);
    const { altcha } = proofOfWork;
    if (!altcha)
      return setError(t('Verifikasi anti-bot belum selesai', 'The anti-bot check is not finished'));
    setError(null);
    await run(
      async () => {
        const { referalCode, ...required } = form;
        const user = await register({
          ...required,
          altcha,
          ...(referalCode.trim() ? { referalCode: referalCode.trim() } : {}),
        });
        session.signIn(user);
        if (photo) await savePhoto(photo);
        showToast(t('Akun berhasil dibuat!', 'Account created successfully!'), { variant: 'success' });
        reset();
        // The account may browse and top up; spending waits for the mailed code (docs/fair-play.md).
        ui.open('confirm-email');
      },
      (failure) => {
        proofOfWork.renew();
        // docs/product.md section 8: refused -> 'Gagal membuat akun' with the server's reason; no answer -> 'Terjadi kesalahan'.
        const reason = refusalMessage(failure, '');
        setError(
          reason
            ? `${t('Gagal membuat akun', 'Failed to create account')}: ${reason}`
            : t('Terjadi kesalahan', 'An error occurred'),
        );
      },
    );
  };
  // The account exists by now; a photo that fails to upload must not undo it.
  const savePhoto = async (file: File) => {
    try {
      await changePhoto(file);
    } catch {
      showToast(
        t(
          'Foto profil gagal diunggah, coba lagi di Member Area',
          'Photo upload failed, try again in the Member Area',
        ),
        {
          variant: 'warning',
        },
      );
    }
  };

  return (
    <Dialog open={open} slotProps={{ transition }} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('Daftar', 'Register')}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" data-testid="register-error">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={preview} alt="" sx={{ width: 56, height: 56 }} />
            <Button component="label" variant="outlined">
              {t('Pilih foto', 'Choose photo')}
              <input
                hidden
                type="file"
                accept="image/*"
                aria-label={t('Foto profil', 'Profile photo')}
                onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
              />
            </Button>
          </Stack>
          {field('fullName', t('Nama lengkap', 'Full name'), 'text', 'name')}
          {field('birthDate', t('Tanggal lahir', 'Birth date'), 'date', 'bday')}
          {field('email', 'Email', 'email', 'email')}
          {field('password', 'Password', 'password', 'new-password')}
          {field('confirmPassword', t('Konfirmasi password', 'Confirm password'), 'password', 'new-password')}
          {field('phone', t('Nomor telepon', 'Phone number'), 'tel', 'tel')}
          {field('referalCode', t('Kode referal (opsional)', 'Referral code (optional)'))}
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)} />}
            label={t('Saya setuju dengan syarat dan ketentuan', 'I agree to the terms and conditions')}
          />
          {proofOfWork.check}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!terms || !proofOfWork.altcha || submitting}
          >
            {submitting ? t('Memproses…', 'Creating…') : t('Daftar', 'Register')}
          </Button>
          <Link component="button" type="button" onClick={() => ui.open('login')}>
            {t('Sudah punya akun? Masuk', 'Already have an account? Sign In')}
          </Link>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
