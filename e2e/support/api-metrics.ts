import { METRICS_PORTS } from './servers';

/** One sample line of Prometheus' text format: `name{label="value",…} number`. */
const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * What Prometheus would read of `name` across every API replica now: the sum of its counters' values, or of its
 * histograms' counts (`<name>_count`), over the series whose labels include `labels`. A replica that is down
 * counts nothing. (The one parser on npm, parse-prometheus-text-format, drops a histogram's labels.)
 */
export async function apiMetricTotal(name: string, labels: Record<string, string> = {}): Promise<number> {
  const scrapes = await Promise.all(
    METRICS_PORTS.map((port) =>
      fetch(`http://127.0.0.1:${port}/metrics`).then(
        (answer) => answer.text(),
        () => '',
      ),
    ),
  );
  let total = 0;
  for (const line of scrapes.join('\n').split('\n')) {
    const [, sample, labelText = '', value] = SAMPLE.exec(line) ?? [];
    if (sample !== name && sample !== `${name}_count`) continue;
    const has = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, text]) => [key, text]));
    if (Object.entries(labels).every(([key, text]) => has[key] === text)) total += Number(value);
  }
  return total;
}
