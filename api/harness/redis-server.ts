import path from 'node:path';
import Redis from 'ioredis';
import { supervise, type Supervised } from './processes';

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis server of our own on `port`, to stop and start (the machine's shared one is never stopped). */
export async function startRedisServer(port: number, logDir: string): Promise<RedisServer> {
  const url = `redis://127.0.0.1:${port}`;
  let server: Supervised | undefined;
  const start = async () => {
    server = supervise(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { log: path.join(logDir, 'redis.log'), appendLog: true },
    );
    for (let attempt = 0; !(await redisAnswers(url)); attempt += 1) {
      if (attempt > 100) throw new Error(`redis-server did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await start();
  return { url, start, stop: async () => void (await server?.stop()) };
}

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
