/** Where the API lives, read at runtime (config.json beside index.html), never baked into a build. */
export interface RuntimeConfig {
  apiBaseUrl: string;
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000/v1';

let current: RuntimeConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };

export const getRuntimeConfig = (): RuntimeConfig => current;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
}

/** Fetches `url` (default `/config.json`); keeps the default when it is missing or malformed, and says so. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body = (await response.json()) as Partial<RuntimeConfig>;
    if (!response.ok || typeof body.apiBaseUrl !== 'string' || !/^https?:\/\//.test(body.apiBaseUrl)) {
      throw new Error(`${url} has no apiBaseUrl`);
    }
    setRuntimeConfig({ apiBaseUrl: body.apiBaseUrl });
  } catch (error) {
    console.warn(`fanhub: using the default API ${DEFAULT_API_BASE_URL}:`, error);
  }
  return current;
}
