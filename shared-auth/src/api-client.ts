import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './runtime-config';
import type { SessionStore } from './session-store';

/** The API's envelope (ARCHITECTURE.md section 3). */
export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  meta?: { page: number; limit: number; total: number; totalPages: number };
}

/** A refusal from the API, carrying its bilingual message and code; or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Terjadi kesalahan, silakan coba lagi / An error occurred, please try again';

export interface ApiClient {
  /** JSON requests. */
  json: AxiosInstance;
  /** multipart/form-data requests (uploads). */
  multipart: AxiosInstance;
}

/**
 * The two axios instances every app calls the API through. Both send the session's bearer token, read the
 * API address at request time (runtime configuration), and end the session when the API answers 401.
 */
export function createApiClient(session: SessionStore, baseURL?: () => string): ApiClient {
  const make = (contentType?: string) => {
    const instance = axios.create(contentType ? { headers: { 'Content-Type': contentType } } : {});
    instance.interceptors.request.use((config) => {
      config.baseURL = baseURL?.() ?? getRuntimeConfig().apiBaseUrl;
      const token = session.accessToken;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    instance.interceptors.response.use(
      undefined,
      (error: AxiosError<{ message?: string; code?: string }>) => {
        const status = error.response?.status ?? 0;
        if (status === 401 && session.isLoggedIn) session.logout('expired');
        throw new ApiError(
          error.response?.data?.message ?? NETWORK_ERROR_MESSAGE,
          status,
          error.response?.data?.code,
        );
      },
    );
    return instance;
  };
  return { json: make(), multipart: make('multipart/form-data') };
}

/** The `data` of an envelope, for `await unwrap(api.json.get<Envelope<T>>(url))`. */
export async function unwrap<T>(request: Promise<{ data: Envelope<T> }>): Promise<T> {
  return (await request).data.data;
}
