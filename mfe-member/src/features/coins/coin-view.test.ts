import { signedAmount } from '../../components/statement-list';
import { ORDER_STATUS_LABEL, paymentMethodLabel } from './coin-view';

it('signs statement amounts: coins in with +, coins out with -, thousands with dots', () => {
  expect(signedAmount(1250)).toBe('+1.250');
  expect(signedAmount(-10)).toBe('-10');
  expect(signedAmount(-1_000_000)).toBe('-1.000.000');
  expect(signedAmount(0)).toBe('0');
});

it('names payment methods as fans know them, and keeps an unknown one readable', () => {
  expect(paymentMethodLabel('bank_transfer')).toBe('Transfer bank (VA) / Bank transfer (VA)');
  expect(paymentMethodLabel('gopay')).toBe('GoPay');
  expect(paymentMethodLabel('other_qris')).toBe('other qris');
  expect(paymentMethodLabel(null)).toBe('-');
});

it('says every order status in both languages', () => {
  expect(ORDER_STATUS_LABEL.paid).toBe('Lunas / Paid');
  expect(Object.values(ORDER_STATUS_LABEL).every((label) => label.includes(' / '))).toBe(true);
});
