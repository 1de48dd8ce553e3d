import path from 'node:path';
import Redis from 'ioredis';
import { supervise, type Supervised } from './processes';
import { waitUntil } from './waiting';

/** Whether a Redis server answers PING at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis server of the caller's own on `port`, to stop and start again (the machine's shared one is never
 * stopped); fails when `redis-server` is not installed.
 */
export async function startRedisServer(port: number, logDir: string): Promise<RedisServer> {
  const url = `redis://127.0.0.1:${port}`;
  let server: Supervised | undefined;
  const start = async () => {
    server = supervise(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { log: path.join(logDir, 'redis.log'), appendLog: true },
    );
    if (!(await waitUntil(() => redisAnswers(url), { seconds: 10, everyMs: 100 }))) {
      await server.stop('SIGKILL');
      throw new Error(`redis-server did not answer on ${url}; see ${path.join(logDir, 'redis.log')}`);
    }
  };
  await start();
  return { url, start, stop: async () => void (await server?.stop()) };
}
