import { execFileSync } from 'node:child_process';
import path from 'node:path';

const TRACING = path.join(__dirname, '..', '..', 'dist', 'observability', 'tracing.js');

/** The OpenTelemetry modules a fresh process has loaded after the server's first import, with `env`. */
function openTelemetryLoaded(env: Record<string, string>): string[] {
  const probe = `require(${JSON.stringify(TRACING)});
    const loaded = Object.keys(require.cache).filter((file) => file.includes('@opentelemetry'));
    console.log(JSON.stringify(loaded));`;
  const output = execFileSync(process.execPath, ['-e', probe], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

it('loads nothing of OpenTelemetry without an OTLP endpoint: traces off cost nothing', () => {
  expect(openTelemetryLoaded({})).toEqual([]);
});

it('starts the SDK with its instrumentations when an endpoint is set', () => {
  const loaded = openTelemetryLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
  expect(loaded.some((file) => file.includes('@opentelemetry/sdk-node'))).toBe(true);
  expect(loaded.some((file) => file.includes('@opentelemetry/instrumentation-pg'))).toBe(true);
});
