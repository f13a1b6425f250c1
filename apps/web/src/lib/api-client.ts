import type { ErrorCode } from '@inkling/contracts/api';
import { API_ERRORS, CLIENT_ERRORS } from '@inkling/contracts/messages';
import { reportAvailable, reportUnavailable } from './service-status';

/** Codes an ApiError can carry: the server's codes plus two for failures before a response. */
export type ApiErrorCode = ErrorCode | 'network' | 'unknown';

/** The one error type of the web app's HTTP layer (DESIGN "one error type per layer"). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Seconds the server asked to wait before retrying (its Retry-After header), if it said. */
  readonly retryAfterSeconds?: number;

  constructor(code: ApiErrorCode, message: string, status: number, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** True for an ApiError with the given server code. */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function fallbackMessage(status: number): string {
  if (status === 401) return API_ERRORS.signInFirst;
  if (status === 404) return CLIENT_ERRORS.notFound;
  if (status >= 500) return CLIENT_ERRORS.server;
  return CLIENT_ERRORS.requestFailed(status);
}

async function parseError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? (error.code as ErrorCode) : 'unknown';
  const message =
    typeof error?.message === 'string' && error.message ? error.message : fallbackMessage(response.status);
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(
    code,
    message,
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/**
 * The one fetch wrapper of the app. Sends JSON (or FormData) to a same-origin `/api` path
 * with the session cookie, returns the parsed JSON body (undefined for 204), and throws an
 * ApiError built from the server's `{ error: { code, message } }` (docs/api.md) on any
 * non-2xx status, or with code 'network' when the request never got a response. A 503
 * `unavailable` (the server cannot reach its database or storage, issue 28) also raises the
 * "We'll be right back" banner (lib/service-status); any answer that is not one lowers it.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = request;
  const init: RequestInit = { method, credentials: 'same-origin', signal, headers: { ...headers } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  (init.headers as Record<string, string>).Accept = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network', CLIENT_ERRORS.network, 0);
  }
  if (!response.ok) {
    const error = await parseError(response);
    if (error.code === 'unavailable') reportUnavailable(error.retryAfterSeconds);
    else reportAvailable();
    throw error;
  }
  reportAvailable();
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError('unknown', CLIENT_ERRORS.unreadable, response.status);
  }
}
