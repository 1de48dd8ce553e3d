import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM: a 12-byte nonce, a 16-byte tag. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals what a job must carry but the database must not hold readable (a mailed code: the tables keep only its
 * HMAC): AES-256-GCM under a key derived from the API's secret, so a reader of the job table, a backup or a
 * replica learns nothing from it. Each sealed text is bound to its purpose (`context`), so one purpose's sealed
 * text does not open as another's.
 */
export function sealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'fanhub sealed job data', 32));
  return {
    seal(context: string, text: string): string {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The text, or undefined when it was not sealed by this secret for this context. */
    open(context: string, sealedText: string): string | undefined {
      const bytes = Buffer.from(sealedText, 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES))
          .setAAD(Buffer.from(context))
          .setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type Sealer = ReturnType<typeof sealer>;
