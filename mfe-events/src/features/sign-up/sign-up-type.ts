import type { FanEvent, SignUpType } from '@fanhub/contract';

/**
 * docs/product.md section 4: a partner link makes it a partner sign-up; otherwise a price above 0 a paid one (confirm,
 * then coins), a price of 0 a free one; anything else takes no sign-up.
 */
export function signUpTypeOf(event: Pick<FanEvent, 'price' | 'partnerSignUpLink'>): SignUpType | 'none' {
  if (event.partnerSignUpLink) return 'partner';
  if (event.price > 0) return 'paid';
  return event.price === 0 ? 'free' : 'none';
}

/** Why Daftar cannot be pressed, or undefined when it can. */
export function closedReason(event: Pick<FanEvent, 'ended' | 'status' | 'price' | 'partnerSignUpLink'>) {
  if (event.ended) return 'ended' as const;
  if (event.status === 'sold-out') return 'sold-out' as const;
  return signUpTypeOf(event) === 'none' ? ('none' as const) : undefined;
}
