import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The name authenticator apps show the account under. */
const ISSUER = 'fanhub Studio';
/** A code is accepted from the step before to the step after (clocks drift), each step once. */
const TOLERANCE_SECONDS = 30;

/** Seals and opens TOTP secrets with AES-256-GCM under a key derived from the studio's secret key. */
export function secretSealer(studioSecretKey: string) {
  const key = createHash('sha256').update(`fanhub:staff-totp:${studioSecretKey}`).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    },
  };
}

/** A new authenticator secret, and what enrolment shows: the otpauth URL and its QR code. */
export async function newAuthenticator(email: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * The time step of `code` when it is the authenticator's current code (or the one before or after) and later
 * than `lastStep`, so a code seen once (over a shoulder, in a log) never works again; undefined otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: lastStep,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
