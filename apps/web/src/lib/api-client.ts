import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import {
  isRawAnswer,
  urlOf,
  type AnyContract,
  type CallInput,
  type EndpointSchemas,
  type MessageValues,
  type ResponseOf,
} from '@nyumba/domain';
import { translateServerMessage } from '../i18n';

/** A failed call: an HTTP error answer, an unexpected body, or status 0 for a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field messages from the server's `errors` object, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /**
   * The answer carried no message of its own, so `message` is the spec's generic
   * 'HTTP error! status: {code}': screens show their own fallback text instead.
   */
  readonly genericMessage: boolean;
  /** The code of the server's sentence (domain core/sentences), to act on without reading words. */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    genericMessage = false,
    code?: string,
  ) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.genericMessage = genericMessage;
    this.code = code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A sentence in an answer (`message`, `code`, `values`) in the screen's language. */
function saidIn(body: Record<string, unknown>): string {
  const values = isRecord(body.values) ? (body.values as MessageValues) : undefined;
  return translateServerMessage(stringOf(body.message) ?? '', stringOf(body.code), values);
}

function readFieldErrors(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const codes = isRecord(body.errorCodes) ? body.errorCodes : {};
  // fromEntries defines every name as its own, '__proto__' included.
  return Object.fromEntries(
    Object.entries(body.errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, text]) => [
        field,
        translateServerMessage(text, stringOf(Object.hasOwn(codes, field) ? codes[field] : undefined)),
      ]),
  );
}

/**
 * The error a failed answer stands for: the server's message (in the screen's language
 * when it is one the app knows), or the generic one by status.
 */
export function errorFromAnswer(status: number, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? saidIn(body) : '';
  const code = isRecord(body) ? stringOf(body.code) : undefined;
  return message
    ? new ApiError(status, message, readFieldErrors(body), false, code)
    : new ApiError(status, `HTTP error! status: ${status}`, readFieldErrors(body), true, code);
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

interface CallOptions<T> {
  signal?: AbortSignal;
  /**
   * Reads the answer instead of the contract's schema, returning undefined when it
   * is not what was expected: for answers a first load needs (who is signed in, the
   * home page), where zod would weigh more than the page itself.
   */
  read?: (body: unknown) => T | undefined;
}

/** A reader for answers nothing is taken from (a sign-out): any success will do, and no schema loads. */
export const anySuccess = (): null => null;

type CallArgs<C, T> = CallInput<C> & CallOptions<T>;

/**
 * Calls the endpoint of `contract`, the session cookie included, and resolves its
 * checked answer; throws ApiError on failure (status 0 when the network failed).
 * The contract's schemas start loading with the request, so their download overlaps it.
 */
export async function call<C extends AnyContract, T = ResponseOf<C>>(
  contract: C,
  ...[args]: object extends CallArgs<C, T> ? [args?: CallArgs<C, T>] : [args: CallArgs<C, T>]
): Promise<T> {
  const { params, query, body, signal, read } = (args ?? {}) as CallOptions<T> & {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = urlOf(contract, { params, query });
  const schemas: Promise<EndpointSchemas> | undefined = read ? undefined : contract.schemas();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(url, {
      method: contract.method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Let cancellation (e.g. React Query unmounting a query) propagate unchanged.
    if (signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }

  const data = await readBody(response);
  // Some answers report failure in a 2xx body ({ success: false, message }).
  if (!response.ok || (isRecord(data) && data.success === false)) throw errorFromAnswer(response.status, data);
  // A success says something too ("Check your email…", "Profile updated…"): in the
  // screen's language, as errors are, whichever screen shows it.
  if (isRecord(data) && typeof data.message === 'string') data.message = saidIn(data);

  const unexpected = () => new ApiError(response.status, `Unexpected response from ${contract.path}`);
  if (read) {
    const value = read(data);
    if (value === undefined) throw unexpected();
    return value;
  }
  const schema = (await schemas!).responses[response.status];
  if (!schema || isRawAnswer(schema)) throw unexpected();
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw unexpected();
  return parsed.data as T;
}

// ---- Query keys ----

type KeyPart = string | number | boolean | null;

/**
 * The TanStack Query key of a call: the contract's id, then what was sent, then
 * whatever else the answer depends on (`scope`, e.g. who is asking). Without an
 * input it is the prefix of every key of that contract, for invalidating them all;
 * without a scope, of every key of that input.
 */
export function queryKey<C extends AnyContract>(
  contract: C,
  input?: Partial<CallInput<C>>,
  scope?: Readonly<Record<string, KeyPart>>,
): readonly unknown[] {
  if (input === undefined) return [contract.id];
  return scope === undefined ? [contract.id, input] : [contract.id, input, scope];
}

/** Marks every cached answer of these contracts stale; shown ones refetch unless `refetchType` says otherwise. */
export async function invalidateContracts(
  queryClient: QueryClient,
  contracts: readonly AnyContract[],
  refetchType?: InvalidateQueryFilters['refetchType'],
): Promise<void> {
  await Promise.all(
    contracts.map((contract) =>
      queryClient.invalidateQueries({ queryKey: queryKey(contract), ...(refetchType ? { refetchType } : {}) }),
    ),
  );
}
