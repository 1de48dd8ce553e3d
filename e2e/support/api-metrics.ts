import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { METRICS_PORTS } from './servers';

/**
 * What Prometheus would read of `name` across every API replica now: the sum of its counters' values, or of its
 * histograms' counts, over the series whose labels include `labels`. A replica that is down counts nothing.
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
  for (const family of scrapes.flatMap((text) => parsePrometheusTextFormat(text))) {
    if (family.name !== name) continue;
    for (const sample of family.metrics) {
      const matches = Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value);
      if (matches) total += Number(sample.count ?? sample.value ?? 0);
    }
  }
  return total;
}
