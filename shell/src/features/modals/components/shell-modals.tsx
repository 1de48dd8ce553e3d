import { observer } from 'mobx-react-lite';
import { ForgotPasswordDialog } from '../../auth/components/forgot-password-dialog';
import { LoginModal } from '../../auth/components/login-modal';
import { RegisterModal } from '../../auth/components/register-modal';
import { CoinModal } from '../../coins/components/coin-modal';
import { LanguagePicker } from '../../language/language-picker';
import { ui } from '../stores/ui-store';

/** Every overlay the shell owns; the UI store says which one is open. */
export const ShellModals = observer(function ShellModals() {
  const { modal } = ui;
  return (
    <>
      <LoginModal open={modal === 'login'} />
      <RegisterModal open={modal === 'register'} />
      <ForgotPasswordDialog open={modal === 'forgot-password'} />
      <CoinModal open={modal === 'coins'} />
      <LanguagePicker open={modal === 'language'} />
    </>
  );
});
