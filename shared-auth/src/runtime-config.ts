/** Where the API lives and how much fans' browsers report, read at runtime (config.json beside index.html). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The share of page views that report their Web Vitals, 0 to 1. */
  webVitalsSampleRate: number;
  /** How long a call to the API may take; none in browsers. The first-screen server gives up at its budget. */
  requestTimeoutMs?: number;
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000/v1';

let current: RuntimeConfig = { apiBaseUrl: DEFAULT_API_BASE_URL, webVitalsSampleRate: 1 };

export const getRuntimeConfig = (): RuntimeConfig => current;

export function setRuntimeConfig(config: Pick<RuntimeConfig, 'apiBaseUrl'> & Partial<RuntimeConfig>): void {
  const rate = config.webVitalsSampleRate;
  current = {
    apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, ''),
    webVitalsSampleRate: typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1,
    requestTimeoutMs: config.requestTimeoutMs,
  };
}

/**
 * Takes the settings in `body` (what config.json holds) when they name an API; keeps the default otherwise, saying
 * so with where they came from.
 */
export function applyRuntimeConfig(body: unknown, source: string): void {
  const { apiBaseUrl, webVitalsSampleRate } = (body ?? {}) as Partial<RuntimeConfig>;
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\//.test(apiBaseUrl)) {
    console.warn(`fanhub: ${source} has no apiBaseUrl, using the default API ${DEFAULT_API_BASE_URL}`);
    return;
  }
  setRuntimeConfig({ apiBaseUrl, webVitalsSampleRate });
}

/** Fetches `url` (default `/config.json`); keeps the default when it is missing or malformed, and says so. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    applyRuntimeConfig(response.ok ? await response.json() : undefined, url);
  } catch (error) {
    console.warn(`fanhub: using the default API ${DEFAULT_API_BASE_URL}:`, error);
  }
  return current;
}
