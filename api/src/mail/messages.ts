import type { Mail } from './mailer';

/** The reset code mail: the code, how long it lasts, and what to do if the fan did not ask for it. */
export const resetCodeMail = (to: string, code: string, minutes: number): Mail => ({
  to,
  subject: `Kode reset password fanhub: ${code} / Your fanhub password reset code`,
  text: [
    `Kode reset password kamu: ${code}`,
    `Berlaku ${minutes} menit dan hanya sekali pakai. Jangan bagikan kode ini kepada siapa pun.`,
    'Kalau kamu tidak meminta reset password, abaikan email ini; password kamu tidak berubah.',
    '',
    `Your password reset code: ${code}`,
    `It is valid for ${minutes} minutes and works once. Never share it with anyone.`,
    'If you did not ask to reset your password, ignore this email; your password has not changed.',
  ].join('\n'),
});

/** Sent after the password changed, so an owner who did not change it learns at once. */
export const passwordChangedMail = (to: string): Mail => ({
  to,
  subject: 'Password fanhub kamu telah diubah / Your fanhub password was changed',
  text: [
    'Password akun fanhub kamu baru saja diubah, dan semua sesi lain telah keluar.',
    'Kalau bukan kamu yang mengubahnya, segera reset password dan hubungi kami.',
    '',
    'The password of your fanhub account was just changed, and every other session was signed out.',
    'If this was not you, reset your password now and contact us.',
  ].join('\n'),
});

/** The code that confirms a fan's address: until it is typed back, the account cannot spend coins. */
export const emailConfirmationMail = (to: string, code: string, minutes: number): Mail => ({
  to,
  subject: `Kode konfirmasi email fanhub: ${code} / Your fanhub email confirmation code`,
  text: [
    `Kode konfirmasi email kamu: ${code}`,
    `Berlaku ${minutes} menit. Masukkan kode ini di fanhub untuk mulai vote, mendukung campaign dan ikut event.`,
    'Kalau kamu tidak mendaftar di fanhub, abaikan email ini.',
    '',
    `Your email confirmation code: ${code}`,
    `It is valid for ${minutes} minutes. Enter it at fanhub to start voting, supporting campaigns and joining events.`,
    'If you did not sign up at fanhub, ignore this email.',
  ].join('\n'),
});

/** A fan's ticket, sent when they sign up: what the door checks is the attached QR code, as in the member area. */
export const ticketMail = (
  to: string,
  ticket: { eventTitle: string; eventDate: string; eventTime: string; location: string; fanName: string },
  qrCode: Buffer,
): Mail => ({
  to,
  subject: `Tiket kamu: ${ticket.eventTitle} / Your ticket: ${ticket.eventTitle}`,
  text: [
    `Kamu terdaftar di ${ticket.eventTitle}.`,
    `${ticket.eventDate}, ${ticket.eventTime} WIB, ${ticket.location}. Atas nama ${ticket.fanName}.`,
    'Tunjukkan kode QR terlampir di pintu masuk, atau buka Member Area > Tiket di fanhub (juga tanpa internet di aplikasi fanhub).',
    'Tiket ini pribadi dan tidak bisa dipindahtangankan.',
    '',
    `You are signed up for ${ticket.eventTitle}.`,
    `${ticket.eventDate}, ${ticket.eventTime} WIB, ${ticket.location}. In the name of ${ticket.fanName}.`,
    'Show the attached QR code at the door, or open Member Area > Tickets at fanhub (offline too, in the fanhub app).',
    'This ticket is personal and cannot be transferred.',
  ].join('\n'),
  attachments: [{ filename: 'tiket-fanhub.png', content: qrCode, contentType: 'image/png' }],
});
