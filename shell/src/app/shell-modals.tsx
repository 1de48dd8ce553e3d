import { observer } from 'mobx-react-lite';
import { onDemand } from '@fanhub/shared-ui';
import { Suspense, useState, type ComponentType } from 'react';
import { ui, type ShellModal, type ShellModalProps } from '../stores/ui-store';

type ModalComponent = ComponentType<ShellModalProps>;

const MODALS: Record<ShellModal, ModalComponent> = {
  login: onDemand(async () => (await import('../features/auth/components/login-modal')).LoginModal),
  register: onDemand(async () => (await import('../features/auth/components/register-modal')).RegisterModal),
  'forgot-password': onDemand(
    async () => (await import('../features/auth/components/forgot-password-dialog')).ForgotPasswordDialog,
  ),
  'confirm-email': onDemand(
    async () => (await import('../features/auth/components/confirm-email-dialog')).ConfirmEmailDialog,
  ),
  coins: onDemand(async () => (await import('../features/coins/components/coin-modal')).CoinModal),
  language: onDemand(async () => (await import('../features/language/language-picker')).LanguagePicker),
};

/**
 * Every modal the shell owns; the UI store says which one is open. A modal mounts the first time it is opened and
 * stays mounted, so it animates closed and keeps what the fan typed while it is hidden. One overlay is on screen at
 * a time: the next modal (register after sign-in, the email's code after registering, the language picker chosen
 * in the menu) opens once the modal or the menu before it has finished closing; a dialog opened while another
 * overlay was still closing could be left hidden from screen readers (MUI's modal manager), and was, now and then.
 */
export const ShellModals = observer(function ShellModals() {
  const { modal, onScreen } = ui;
  const [opened, setOpened] = useState<ShellModal[]>([]);
  if (modal && !opened.includes(modal)) setOpened([...opened, modal]);
  return opened.map((name) => {
    const Modal = MODALS[name];
    return (
      <Suspense key={name} fallback={null}>
        <Modal
          open={modal === name && (onScreen === null || onScreen === name)}
          transition={ui.transitionOf(name)}
        />
      </Suspense>
    );
  });
});
