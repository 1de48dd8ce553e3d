import { bilingual, type ErrorCode } from '@fanhub/contract';

/** A refusal the client can act on: HTTP status, a machine-readable code and a bilingual message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  badRequest: (code: ErrorCode, message: string, field?: string) => new AppError(400, code, message, field),
  unauthenticated: () =>
    new AppError(401, 'UNAUTHENTICATED', bilingual('Silakan masuk terlebih dahulu', 'Please sign in first')),
  forbidden: () =>
    new AppError(
      403,
      'FORBIDDEN',
      bilingual('Kamu tidak punya akses ke data ini', 'You cannot access this data'),
    ),
  notFound: (what: { id: string; en: string }) =>
    new AppError(404, 'NOT_FOUND', bilingual(`${what.id} tidak ditemukan`, `${what.en} not found`)),
  conflict: (code: ErrorCode, message: string, field?: string) => new AppError(409, code, message, field),
  accountOnHold: () =>
    new AppError(
      409,
      'ACCOUNT_ON_HOLD',
      bilingual(
        'Akun kamu sedang ditahan karena pembayaran yang dibatalkan; hubungi kami',
        'Your account is on hold because of a reversed payment; please contact us',
      ),
    ),
  emailNotConfirmed: () =>
    new AppError(
      403,
      'EMAIL_NOT_CONFIRMED',
      bilingual(
        'Konfirmasi email kamu dulu: masukkan kode yang kami kirim, lalu coba lagi',
        'Confirm your email first: enter the code we sent, then try again',
      ),
    ),
  insufficientCoins: () =>
    new AppError(
      409,
      'INSUFFICIENT_COINS',
      bilingual(
        'Koin Tidak Mencukupi: saldo koinmu tidak cukup, silakan top up dulu',
        'Insufficient Coins: your coin balance is too low, please top up first',
      ),
    ),
};
