import type { FanEvent } from '@fanhub/contract';
import { intents, refusalMessage, useIdempotencyKey, useSession } from '@fanhub/shared-auth';
import {
  formatNumber,
  notifyInsufficientCoins,
  SPEND_TOAST_MS,
  t,
  useSubmit,
  showToast,
} from '@fanhub/shared-ui';
import { useRef, useState } from 'react';
import { signUpForEvent } from './api/sign-up';
import { signUpTypeOf } from './sign-up-type';

/** docs/product.md section 9: the partner notice shows 3 s, and the partner's page opens 3 s after the sign-up. */
export const PARTNER_NOTICE_MS = 3000;
export const PARTNER_REDIRECT_MS = 3000;

const SYSTEM_ERROR = t(
  'Terjadi kesalahan sistem. Silakan coba lagi.',
  'A system error occurred. Please try again.',
);

/** Sends the fan to the partner's page in the tab opened during the click (so popup blockers allow it). */
function openPartnerPage(tab: Window | null, link: string) {
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = link;
  } else {
    window.open(link, '_blank', 'noopener');
  }
}

/**
 * Signing up for an event, as docs/product.md section 4 tells it: a visitor is asked to sign in; a free event signs up
 * at once; a paid one asks for confirmation (`confirmPaid`), checking the balance first; a partner event signs
 * up and then opens the partner's page in a new tab after 3 s.
 */
export function useEventSignUp(event: FanEvent, onSignedUp: () => void) {
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const { busy: sending, run } = useSubmit();
  const idempotency = useIdempotencyKey([event._id]);
  const type = signUpTypeOf(event);

  const send = async (partnerTab: Window | null = null) => {
    if (type === 'none') return;
    await run(
      async () => {
        const result = await signUpForEvent(event._id, type, idempotency.key);
        idempotency.renew();
        session.setCoins(result.balance);
        intents.engaged();
        if (type === 'partner') {
          const link = result.partnerSignUpLink;
          if (!link) {
            partnerTab?.close();
            showToast(t('Link Partner Tidak Tersedia', 'Partner Link Unavailable'), {
              variant: 'error',
            });
          } else {
            showToast(
              t(
                'Diarahkan ke Partner: pendaftaran dilanjutkan di situs partner.',
                "Redirected to Partner: finish signing up on the partner's site.",
              ),
              { variant: 'info', autoHideDuration: PARTNER_NOTICE_MS },
            );
            setTimeout(() => openPartnerPage(partnerTab, link), PARTNER_REDIRECT_MS);
          }
        } else {
          const price = formatNumber(event.price);
          showToast(
            type === 'paid'
              ? t(
                  `Pendaftaran Berhasil! ${price} Koin telah dipotong dari saldomu.`,
                  `Registration Successful! ${price} coins were deducted from your balance.`,
                )
              : t(
                  'Pendaftaran Berhasil! Tiketmu dikirim ke email dan ada di Member Area > Tiket.',
                  'Registration Successful! Your ticket is in your email and in Member Area > Tickets.',
                ),
            { variant: 'success', autoHideDuration: SPEND_TOAST_MS },
          );
        }
        onSignedUp();
      },
      (error) => {
        partnerTab?.close();
        const reason = refusalMessage(error, SYSTEM_ERROR);
        showToast(`${t('Pendaftaran Gagal', 'Registration Failed')}: ${reason}`, {
          variant: 'error',
          autoHideDuration: SPEND_TOAST_MS,
        });
      },
    );
  };

  /** The Daftar click. */
  const start = () => {
    if (!session.isLoggedIn) return intents.requestLogin('mendaftar event', 'sign up for an event', start);
    if (type === 'paid') return setConfirming(true);
    // Opened now, within the click, and pointed at the partner once the sign-up is through.
    void send(type === 'partner' ? window.open('', '_blank') : null);
  };

  // Too few coins: the coin modal opens once the confirmation has finished closing (a dialog opening while another
  // is still closing could be left hidden from screen readers).
  const topUpOnceClosed = useRef(false);
  /** 'Iya' in the paid confirmation: too few coins opens the coin modal instead, spending nothing. */
  const confirmPaid = () => {
    setConfirming(false);
    if (event.price > session.coins) {
      notifyInsufficientCoins();
      topUpOnceClosed.current = true;
      return;
    }
    void send();
  };
  /** The confirmation has finished closing. */
  const confirmationClosed = () => {
    if (topUpOnceClosed.current) intents.requestTopUp();
    topUpOnceClosed.current = false;
  };

  return {
    type,
    sending,
    confirming,
    start,
    confirmPaid,
    confirmationClosed,
    cancel: () => setConfirming(false),
    balance: session.coins,
  };
}
