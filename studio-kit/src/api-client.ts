import axios, { type AxiosError } from 'axios';
import { storedSession } from './session';

/** A refusal from the API: its HTTP status, its code and its bilingual message. */
export class StudioApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

let apiBaseUrl = 'http://localhost:4000/v1';
/** Where the API is (`/config.json` of the studio's server), set once at start. */
export const callApiAt = (baseUrl: string) => void (apiBaseUrl = baseUrl.replace(/\/+$/, ''));
export const apiUrl = (path: string) => `${apiBaseUrl}${path}`;

/** The studio's one client of the API: the staff token on every call, refusals as StudioApiError. */
export const studioApi = axios.create();
studioApi.interceptors.request.use((request) => {
  request.baseURL = apiBaseUrl;
  const session = storedSession();
  if (session) request.headers.set('authorization', `Bearer ${session.access_token}`);
  return request;
});
studioApi.interceptors.response.use(
  (response) => response,
  (error: AxiosError<{ message?: string; code?: string; field?: string }>) => {
    const answer = error.response;
    throw new StudioApiError(
      answer?.data?.message ?? 'Server tidak dapat dihubungi / The server cannot be reached',
      answer?.status ?? 0,
      answer?.data?.code,
      answer?.data?.field,
    );
  },
);
