import type { Ticket } from '@fanhub/contract';
import { toString as qrCodeSvg } from 'qrcode';
import sharp from 'sharp';
import type { Mailer } from '../../mail/mailer';
import { ticketMail } from '../../mail/messages';

/** Eight pixels per module of the mailed QR code (an SVG's unit is one pixel at 72 dpi). */
const SVG_DENSITY = 72 * 8;

/**
 * The ticket's QR code as a PNG. The QR library only lays the code out (as SVG); sharp draws the pixels in libvips'
 * own threads. The library's own PNG took about 60 ms of the event loop per sign-up, a queue of its own when tickets
 * open; this takes about 6 (ADR-267).
 */
async function qrCodePng(secret: string): Promise<Buffer> {
  // One segment in byte mode, what a ticket's secret (base64url) comes to anyway: the library's search for the
  // shortest mix of modes was a quarter of the API's time at an on-sale.
  const svg = await qrCodeSvg([{ data: Buffer.from(secret), mode: 'byte' }], {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return sharp(Buffer.from(svg), { density: SVG_DENSITY }).png({ palette: true, colours: 2 }).toBuffer();
}

/** Mails the fan their ticket for a sign-up just made, its QR code attached (drawn here, as the member area draws it). */
export async function mailTicket(mailer: Mailer, email: string, ticket: Ticket): Promise<void> {
  await mailer.send(ticketMail(email, ticket, await qrCodePng(ticket.secret)));
}
