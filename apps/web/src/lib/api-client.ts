import type { ErrorResponse } from '@fabric-store/shared';
import { readStoredUser } from './session-storage';

/** An API refusal, carrying the server's `message` for the screen to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's stable name for the refusal, when it gives one: the screen shows it in the reader's language. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | undefined;

/** The session registers here so that a revoked or expired token ends the session everywhere. */
export function onUnauthorized(listener: UnauthorizedListener | undefined): void {
  unauthorizedListener = listener;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file the screen saves (a CSV statement) instead of JSON. */
  as?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  /** Tells a first write (201) from a retry the server answered with what it already had (200). */
  status: number;
}

/** Calls the API with the stored bearer token; resolves with the JSON body or throws ApiError. */
export async function apiRequestWithHeaders<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const token = readStoredUser()?.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (a file) goes as the browser encodes it, with its own multipart boundary.
  const asForm = options.body instanceof FormData;
  if (options.body !== undefined && !asForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: asForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Cannot reach the store. Check your connection and try again.', 0);
  }

  const payload: unknown =
    response.status === 204
      ? undefined
      : options.as === 'blob' && response.ok
        ? await response.blob()
        : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListener?.();
    // Without its words a refusal is still shown, in the API's English.
    await errorWords?.load().catch(() => undefined);
    // An empty message lets the screen fall back to the spec's wording for that failure.
    throw new ApiError(messageOf(payload) ?? '', response.status, codeOf(payload));
  }
  return { data: payload as T, headers: response.headers, status: response.status };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload as ErrorResponse;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

function codeOf(payload: unknown): string | undefined {
  const code = typeof payload === 'object' && payload !== null ? (payload as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** How refusals are said in the reader's language, when that is not the API's English. */
export interface ApiErrorWords {
  /** Has the words at hand (fetching them the first time): a refusal waits for it before it is thrown. */
  load: () => Promise<unknown>;
  /** Words for a refusal, or undefined to show the API's own `message`. */
  say: (error: ApiError) => string | undefined;
}

let errorWords: ApiErrorWords | undefined;

/** The language provider registers here: one language is shown at a time in a browser. */
export function translateApiErrorsWith(words: ApiErrorWords | undefined): void {
  errorWords = words;
}

/**
 * The message to show for a failed call: the server's (or the network notice), in the reader's
 * language when its code has words there, else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const translated = error instanceof ApiError ? errorWords?.say(error) : undefined;
  if (translated) return translated;
  return error instanceof Error && error.message ? error.message : fallback;
}
