import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';

/** Every call gives up after 5 seconds. */
export const API_TIMEOUT_MS = 5000;

const loadHttpClient = () => import('./http').then((module) => module.httpClient);

/**
 * The one HTTP client of the site. axios loads with the first call (see ./http), so pages that call
 * nothing never fetch it; its base URL comes from the run-time configuration.
 */
export const apiClient = {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return loadHttpClient().then((client) => client.get<T>(url, config));
  },
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return loadHttpClient().then((client) => client.post<T>(url, data, config));
  },
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return loadHttpClient().then((client) => client.patch<T>(url, data, config));
  },
};

let apiBaseUrl = '';
let mediaBaseUrl = '';

/**
 * Where calls go. `mediaUrl` is where visitors' browsers fetch the API's images, when that is not
 * where calls go: a prerender calls an API of its own but writes the public API's addresses.
 */
export function configureApi(config: { apiUrl: string; mediaUrl?: string }): void {
  apiBaseUrl = config.apiUrl.replace(/\/$/, '');
  mediaBaseUrl = (config.mediaUrl ?? config.apiUrl).replace(/\/$/, '');
}

export function apiUrl(): string {
  return apiBaseUrl;
}

/**
 * Image paths from the API: a full URL is used as it is; `doctors/x.jpg`, a bare file
 * name or `/media/x.jpg` resolve under the API host's media area.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const relative = path.replace(/^\/+/, '').replace(/^media\//, '');
  return `${mediaBaseUrl}/media/${relative}`;
}

export interface ApiErrorOptions {
  status?: number | undefined;
  fieldErrors?: Record<string, string>;
  fieldIssues?: Record<string, object>;
  code?: string | undefined;
  params?: object | undefined;
  isInvalidData?: boolean;
  isNetworkError?: boolean;
  isTimeout?: boolean;
}

/**
 * The one way every call of the client fails: a message to show (and its code when the API gave
 * one), the status and the field errors of a 400 if any, and whether an answer came at all.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  /** Field name → message, from a 400's `errors` (the form kit shows them on the fields). */
  readonly fieldErrors: Record<string, string>;
  /**
   * Field name → code and parameters, from a 400's `issues`, as they came: the forms check each
   * against the contract's vocabulary (`isFieldIssue`) and say it in the page's language. Checked
   * there, not here, so the vocabulary's texts load with the forms, not on every page.
   */
  readonly fieldIssues: Record<string, object>;
  /** The message's code, when the API gave one (checked where it is shown, like `fieldIssues`). */
  readonly code: string | undefined;
  /** The values the code's text needs, when the API gave any (checked with the code). */
  readonly params: object | undefined;
  /** True when the API answered, but not in the shape asked for (a list that is not one). */
  readonly isInvalidData: boolean;
  /** True when no answer came back at all (offline, timeout, refused). */
  readonly isNetworkError: boolean;
  /** True when the answer did not come within the client's timeout (then also a network error). */
  readonly isTimeout: boolean;

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.fieldIssues = options.fieldIssues ?? {};
    this.code = options.code;
    this.params = options.params;
    this.isInvalidData = options.isInvalidData ?? false;
    this.isTimeout = options.isTimeout ?? false;
    this.isNetworkError = (options.isNetworkError ?? false) || this.isTimeout;
  }
}

/** axios's own test, without loading axios: its errors carry this flag. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

const isTimeoutError = (error: { code?: string | undefined }) =>
  error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';

const NETWORK_ERROR = 'Network Error';
const TIMEOUT_TEXT = `The server did not answer within ${API_TIMEOUT_MS / 1000} seconds`;

/** What a read got back: the status and the body (parsed JSON, else its text). */
export interface ReadAnswer {
  status: number;
  data: unknown;
}

/** A read that got no answer (offline, refused, out of time: `answer` undefined) or a non-OK one. */
export class ReadFailure extends Error {
  constructor(
    message: string,
    readonly answer: ReadAnswer | undefined,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ReadFailure';
  }
}

const parsedBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A GET by the browser's own fetch, under the client's rules (base URL, cookies, 5 s for the whole
 * answer). Reads are a page's first calls and most pages make no other, so they never wait for
 * axios (14 KB gzip), which comes with the first write. Fails with a ReadFailure.
 */
export async function fetchRead(
  path: string,
  params?: Record<string, string | number>,
  headers?: Record<string, string>,
): Promise<ReadAnswer> {
  const query = params
    ? `?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
    : '';
  // A timer of the page's, not AbortSignal.timeout: the limit then runs on the clock tests control.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(`${apiUrl()}${path}${query}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
      signal: limit.signal,
    });
    const answer = { status: response.status, data: parsedBody(await response.text()) };
    if (!response.ok) throw new ReadFailure(`API Error ${response.status}`, answer);
    return answer;
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    throw limit.signal.aborted
      ? new ReadFailure(TIMEOUT_TEXT, undefined, true)
      : new ReadFailure(NETWORK_ERROR, undefined);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed call's transport facts, whichever way it was made (axios for writes, fetch for reads). */
function transportFailure(
  error: unknown,
): { answer: ReadAnswer | undefined; timedOut: boolean; message: string } | undefined {
  if (error instanceof ReadFailure) return { answer: error.answer, timedOut: error.timedOut, message: error.message };
  if (!isAxiosError(error)) return undefined;
  const { response } = error;
  return {
    answer: response && { status: response.status, data: response.data as unknown },
    timedOut: !response && isTimeoutError(error),
    message: error.message,
  };
}

const stringRecord = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

const issueRecord = (value: unknown): Record<string, object> => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, object] => typeof entry[1] === 'object' && entry[1] !== null,
    ),
  );
};

/**
 * Turns anything a call threw into an ApiError, keeping the server's own message when its body
 * has one and `fallback` otherwise.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  const failure = transportFailure(error);
  if (!failure) return new ApiError(fallback);
  const { answer } = failure;
  if (!answer) return new ApiError(fallback, { isNetworkError: true, isTimeout: failure.timedOut });
  const body = answer.data;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = [record.message, record.error, record.detail].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return new ApiError(serverMessage ?? fallback, {
    status: answer.status,
    fieldErrors: stringRecord(record.errors),
    fieldIssues: issueRecord(record.issues),
    code: typeof record.code === 'string' ? record.code : undefined,
    params: typeof record.params === 'object' && record.params !== null ? record.params : undefined,
  });
}

/** "API Error 503" for a non-OK answer, the transport's message otherwise. */
export function describeFailure(error: unknown): string {
  const failure = transportFailure(error);
  if (failure) {
    if (failure.answer) return `API Error ${failure.answer.status}`;
    if (failure.timedOut) return TIMEOUT_TEXT;
    return failure.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A read's failure as an ApiError whose message is the SPEC's "API Error {status}" (or the timeout
 * or network message) whatever the body says: reads show it as "Error: {message}".
 */
export function toReadError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failure = transportFailure(error);
  const noAnswer = failure !== undefined && !failure.answer;
  // The answer's code and its values are kept: a page may say more than the status (a retired
  // doctor's 410 names their department).
  const body = failure?.answer?.data;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError(describeFailure(error), {
    status: failure?.answer?.status,
    isNetworkError: noAnswer,
    isTimeout: noAnswer && failure.timedOut,
    code: typeof record.code === 'string' ? record.code : undefined,
    params: typeof record.params === 'object' && record.params !== null ? record.params : undefined,
  });
}

/** GET a path; any failure becomes an ApiError (see toReadError). */
export async function getJson(path: string, params?: Record<string, string | number>): Promise<unknown> {
  try {
    return (await fetchRead(path, params)).data;
  } catch (error) {
    throw toReadError(error);
  }
}

/** The answer of a list endpoint, or an ApiError when it is not a list. */
export function expectList<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new ApiError('Invalid data format received', { isInvalidData: true });
  return data as T[];
}
