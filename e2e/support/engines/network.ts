import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { freePort } from '@fanhub/testkit';
import { createProxy } from 'proxy';

/**
 * An engine's way to the network: a forward HTTP proxy on loopback that every request of the browser goes through
 * (ADR-292). Cut, the browser reaches nothing, as when a fan's signal drops; the site's origin stays what it is, so
 * the service worker, the cookies and the API's origin checks see the same site as ever.
 */
export interface FansNetwork {
  /** Where the browser sends its requests: 127.0.0.1 on this port. */
  readonly port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Lets the browser through again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function fansNetwork(): Promise<FansNetwork> {
  const port = await freePort();
  let server: Server | undefined;
  const connections = new Set<Socket>();

  const restore = async () => {
    if (server) return;
    const proxy = createProxy(createServer());
    proxy.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => resolve());
    });
    server = proxy;
  };
  const cut = async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const socket of connections) socket.destroy();
    await closed;
  };

  await restore();
  return { port, cut, restore, close: cut };
}
