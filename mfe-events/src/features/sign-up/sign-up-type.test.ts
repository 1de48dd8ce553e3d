import { fanEvent } from '../../testing/events';
import { closedReason, signUpTypeOf } from './sign-up-type';

it('derives the sign-up type as docs/product.md section 4 says', () => {
  expect(signUpTypeOf({ price: 0, partnerSignUpLink: null })).toBe('free');
  expect(signUpTypeOf({ price: 250, partnerSignUpLink: null })).toBe('paid');
  expect(signUpTypeOf({ price: 0, partnerSignUpLink: 'https://partner.example/x' })).toBe('partner');
  // A partner link wins over a price: the partner sells the ticket.
  expect(signUpTypeOf({ price: 250, partnerSignUpLink: 'https://partner.example/x' })).toBe('partner');
  expect(signUpTypeOf({ price: 0, partnerSignUpLink: '' })).toBe('free');
  expect(signUpTypeOf({ price: -1, partnerSignUpLink: null })).toBe('none');
});

it('says why Daftar is closed: over first, then sold out', () => {
  expect(closedReason(fanEvent())).toBeUndefined();
  expect(closedReason(fanEvent({ status: 'sold-out' }))).toBe('sold-out');
  expect(closedReason(fanEvent({ ended: true, status: 'sold-out' }))).toBe('ended');
});
