// The package ships no types; this is the shape its README documents (prom2json's).
declare module 'parse-prometheus-text-format' {
  interface ParsedSample {
    labels?: Record<string, string>;
    /** Counters and gauges. */
    value?: string;
    /** Histograms and summaries. */
    count?: string;
    sum?: string;
    buckets?: Record<string, string>;
  }
  interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
