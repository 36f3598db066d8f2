import { create, isAxiosError } from 'axios';

/** SPEC §7: every call gives up after 5 seconds. */
export const API_TIMEOUT_MS = 5000;

/** The one HTTP client of the site. Its base URL comes from the run-time configuration. */
export const apiClient = create({
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

let apiBaseUrl = '';

export function configureApi(config: { apiUrl: string }): void {
  apiBaseUrl = config.apiUrl.replace(/\/$/, '');
  apiClient.defaults.baseURL = apiBaseUrl;
}

export function apiUrl(): string {
  return apiBaseUrl;
}

/**
 * Image paths from the API (SPEC §3): a full URL is used as it is; `doctors/x.jpg`, a bare file
 * name or `/media/x.jpg` resolve under the API host's media area.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const relative = path.replace(/^\/+/, '').replace(/^media\//, '');
  return `${apiBaseUrl}/media/${relative}`;
}

/** What a failed call tells the page: a message to show, and the status and field errors if any. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string>;
  /** True when no answer came back at all (offline, timeout, refused). */
  readonly isNetworkError: boolean;

  constructor(
    message: string,
    options: { status?: number; fieldErrors?: Record<string, string>; isNetworkError?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.isNetworkError = options.isNetworkError ?? false;
  }
}

const stringRecord = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/**
 * Turns anything a call threw into an ApiError, keeping the server's own message when its body
 * has one (SPEC §8 "the server's error body is rethrown") and `fallback` otherwise.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(fallback);
  const { response } = error;
  if (!response) return new ApiError(fallback, { isNetworkError: true });
  const body: unknown = response.data;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = [record.message, record.error, record.detail].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return new ApiError(serverMessage ?? fallback, { status: response.status, fieldErrors: stringRecord(record.errors) });
}

/** "API Error 503" for a non-OK answer, the transport's message otherwise (SPEC §8). */
export function describeFailure(error: unknown): string {
  if (isAxiosError(error)) {
    if (error.response) return `API Error ${error.response.status}`;
    if (error.code === 'ECONNABORTED') return `The server did not answer within ${API_TIMEOUT_MS / 1000} seconds`;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
