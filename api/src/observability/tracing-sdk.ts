import FastifyOtelInstrumentation from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * OpenTelemetry's Node SDK with the instrumentations fanhub needs: one span per HTTP request (its request id as
 * the attribute `http.request.header.x_request_id`), Fastify's routing and hooks below it (@fastify/otel), and
 * each PostgreSQL statement (pg). Exported over OTLP as the standard OTEL_* variables say. Metrics and logs are
 * not sent this way (Prometheus scrapes the metrics; logs go to stdout) unless OTEL_*_EXPORTER asks.
 */
export function startTracingSdk(): () => Promise<void> {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_SERVICE_NAME ??= 'fanhub-api';
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        headersToSpanAttributes: { server: { requestHeaders: [REQUEST_ID_HEADER] } },
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
