import type { ZodType } from 'zod';

/** A failed call: an HTTP error answer, an unexpected body, or status 0 for a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field messages from the server's `errors` object, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData which goes as multipart (image uploads). */
  body?: unknown;
  query?: QueryParams;
  /** Validates the answer; may still be loading (lib/api-schemas.ts) while the call runs. */
  schema?: ZodType<T> | Promise<ZodType<T>>;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function readFieldErrors(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  // fromEntries defines every name as its own, '__proto__' included.
  return Object.fromEntries(
    Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * How calls reach the API: the browser's fetch, or, while the server renders a page
 * (src/entry-server.tsx), the server itself, with the visitor's cookie.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Same-origin JSON call that sends the session cookie and throws ApiError on failure. */
export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, query, schema, signal }: ApiRequestOptions<T> = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Let cancellation (e.g. React Query unmounting a query) propagate unchanged.
    if (signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }

  const data = await readBody(response);
  // Some answers report failure in a 2xx body ({ success: false, message }).
  const reportsFailure = isRecord(data) && data.success === false;
  if (!response.ok || reportsFailure) {
    const message =
      isRecord(data) && typeof data.message === 'string' && data.message
        ? data.message
        : `HTTP error! status: ${response.status}`;
    throw new ApiError(response.status, message, readFieldErrors(data));
  }

  if (!schema) return data as T;
  const parsed = (await schema).safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, `Unexpected response from ${path}`);
  }
  return parsed.data;
}

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const apiGet = <T = unknown>(path: string, options?: Options<T>) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiDelete = <T = unknown>(path: string, options?: Options<T>) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });
