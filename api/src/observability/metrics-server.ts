import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves `GET /metrics` (Prometheus' text format) on a listener of its own, `METRICS_HOST:METRICS_PORT`, opened
 * when the API starts listening: the gateway forwards only `/v1`, so fans never reach it, and a scrape never
 * queues behind fans' requests. A port already taken costs the replica its metrics, never its service.
 */
export const metricsServerPlugin = fp(async (app: FastifyInstance) => {
  const { host, port } = app.config.metrics;
  if (port === 0) return;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('metrics are at /metrics\n');
      return;
    }
    app.metrics.scrape().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  server.on('error', (error) => app.log.error({ err: error }, `metrics: cannot listen on ${host}:${port}`));

  app.addHook('onListen', async () => {
    server.listen(port, host, () => app.log.info(`metrics at http://${host}:${port}/metrics`));
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
});
