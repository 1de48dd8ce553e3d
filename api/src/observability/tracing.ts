import type * as TracingSdk from './tracing-sdk';

/** Whether traces are exported: the standard OTLP endpoint variables, as OpenTelemetry's SDK reads them. */
export const tracesExported = (env: NodeJS.ProcessEnv) =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * Starts OpenTelemetry tracing when an OTLP endpoint is configured, and does nothing else otherwise: no SDK is
 * even loaded, so traces off cost nothing. server.ts imports this module first, because pg and http are
 * instrumented only if the SDK is running before they load. Answers what flushes and stops it.
 */
function startTracing(): () => Promise<void> {
  if (!tracesExported(process.env)) return async () => undefined;
  // A synchronous load, before the rest of the server's modules: an import() would resolve after them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sdk = require('./tracing-sdk') as typeof TracingSdk;
  return sdk.startTracingSdk();
}

export const stopTracing = startTracing();
