import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The anchor for public reads: a bare Fastify route answering, for each URL the benchmark reads, the very
 * bytes the API answered, with nothing in between (no database, no plugins, no logging).
 */
async function main() {
  const payloads = JSON.parse(readFileSync(process.env.BENCH_PAYLOADS!, 'utf8')) as Record<string, string>;
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const body = payloads[request.url];
    if (body === undefined) return reply.code(404).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
  app.get('/ready', () => 'ok');
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
}

void main();
