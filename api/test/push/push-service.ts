import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** A browser's side of a push subscription: the keys only it holds, and what the API is told. */
export interface Device {
  id: string;
  ecdh: ECDH;
  auth: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface Received {
  device: string;
  payload: Record<string, unknown>;
  vapid: string | undefined;
}

/**
 * A push service on loopback, as Chrome's or Firefox's are to fanhub: HTTPS (a certificate made now, which the
 * API is told to trust with NODE_EXTRA_CA_CERTS), a URL per device, and what it receives decrypted with the
 * device's own keys. A device marked gone answers 410, as a push service does once a browser unsubscribed.
 */
export async function startPushService(dir: string) {
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const failing = new Set<string>();
  const received: Received[] = [];
  const server: Server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = request.url!.replace('/push/', '');
        const device = devices.get(id);
        if (!device || gone.has(id)) return void response.writeHead(410).end();
        if (failing.has(id)) return void response.writeHead(503).end();
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          device: id,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          vapid: request.headers.authorization,
        });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    certificate: cert,
    received,
    gone,
    /** Devices whose push service answers 503 (a push service having a bad minute) until taken out. */
    failing,
    /** A new browser subscribing: its keys, and the subscription the API is sent. */
    newDevice(): Device {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const device = {
        id,
        ecdh,
        auth,
        subscription: {
          endpoint: `${base}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
      devices.set(id, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
