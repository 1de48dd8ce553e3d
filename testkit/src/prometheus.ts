import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromDebian } from './debian-packages';
import { freePort, startServer } from './processes';
import { waitUntil } from './waiting';

/** One series of an instant query's answer: its labels and value. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export interface RunningPrometheus {
  url: string;
  /** Prometheus' answer to an instant query. */
  query(promql: string): Promise<Sample[]>;
  /** Whether the first series of `promql`'s answer became `value` within `seconds` (it scrapes every second). */
  scrapedUntil(promql: string, value: number, seconds?: number): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Debian's Prometheus (installed when missing) scraping each job's targets (`host:port`) every second, its data
 * and log in `workDir`: what an operator's Prometheus would read, queried through its HTTP API.
 */
export async function startPrometheus(
  jobs: Record<string, string[]>,
  workDir: string,
): Promise<RunningPrometheus> {
  const installed = fromDebian('/usr/bin/prometheus', ['prometheus']);
  if (!installed.ok) throw new Error(installed.why);
  const port = await freePort();
  const config = path.join(workDir, 'prometheus.yml');
  writeFileSync(
    config,
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      scrape_configs: Object.entries(jobs).map(([job, targets]) => ({
        job_name: job,
        static_configs: [{ targets }],
      })),
    }),
  );
  mkdirSync(path.join(workDir, 'tsdb'), { recursive: true });
  const server = await startServer('prometheus', {
    command: '/usr/bin/prometheus',
    args: [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(workDir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    port,
    readyPath: '/-/ready',
    logDir: workDir,
  });
  const url = `http://127.0.0.1:${port}`;
  async function query(promql: string): Promise<Sample[]> {
    const answer = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await answer.json()) as {
      status: string;
      error?: string;
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error}`);
    return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  }
  return {
    url,
    query,
    scrapedUntil: (promql, value, seconds = 30) =>
      waitUntil(async () => (await query(promql))[0]?.value === value, { seconds, everyMs: 500 }),
    stop: () => server.stop(),
  };
}
