import type { z } from 'zod';

/**
 * One endpoint, described once: the server registers its route from it, the web
 * app calls it through it, web tests stub it by it and the OpenAPI document is
 * made from it. The object itself is a few strings and a loader: importing a
 * contract costs no zod, so a page can call an endpoint without zod in its first
 * load; the schemas arrive with `schemas()` when a call first needs them. Its
 * TypeScript type still carries the exact input and answer of the endpoint.
 */

/** Who may call: anyone, a signed-in user, or a moderator (named by the server's MODERATOR_EMAILS). */
export type Access = 'public' | 'user' | 'moderator';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a photo, a redirect): described in the docs, not validated. */
export interface RawAnswer {
  readonly raw: true;
  readonly description: string;
  /** The body's media type; none for a redirect. */
  readonly contentType?: string;
}

export const isRawAnswer = (answer: unknown): answer is RawAnswer =>
  typeof answer === 'object' && answer !== null && (answer as { raw?: unknown }).raw === true;

export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** By status: the JSON answers (zod) and the raw ones. */
  readonly responses: { readonly [status: number]: z.ZodType | RawAnswer };
}

export interface ContractInfo<
  Id extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  /** Unique and stable: the OpenAPI operationId, the web's query keys and test stubs use it. */
  readonly id: Id;
  readonly method: M;
  /** With `:name` params, as Fastify and the router write them. */
  readonly path: P;
  /** `user`: signed in; the server answers 401 before validating anything else. */
  readonly access: Access;
  /** Groups endpoints in the docs. */
  readonly tag: string;
  /** Sent as multipart/form-data with the file in this field, instead of JSON. */
  readonly multipartFile?: string;
  /**
   * Path params and query fields that carry a secret (a feed's token, a mailed link's
   * token): the server's logs never keep their values (apps/server/src/lib/redact-url.ts).
   * secret-urls.test.ts walks every contract and fails on a secret-like field not named here.
   */
  readonly secrets?: readonly string[];
}

export interface Contract<
  Id extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchemas = EndpointSchemas,
> extends ContractInfo<Id, M, P> {
  /** Loads the zod schemas (once; later calls share the first load). */
  schemas(): Promise<S>;
  /** The schemas when already loaded, else undefined: for code that loaded them first. */
  loadedSchemas(): S | undefined;
}

// Any contract, whatever its method, path and schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: a Contract<...> of any shape
export type AnyContract = Contract<string, HttpMethod, string, any>;

// Pure: a contract nobody calls is left out of a bundle, though it is made at the top of a module.
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<
  const Id extends string,
  const M extends HttpMethod,
  const P extends string,
  S extends EndpointSchemas,
>(definition: ContractInfo<Id, M, P> & { schemas: () => Promise<S> }): Contract<Id, M, P, S> {
  const { schemas: load, ...info } = definition;
  let loading: Promise<S> | undefined;
  let loaded: S | undefined;
  return {
    ...info,
    schemas: () =>
      (loading ??= load().then((schemas) => {
        loaded = schemas;
        return schemas;
      })),
    loadedSchemas: () => loaded,
  };
}

/** Loads the schemas of every contract given (the server does this once at start). */
export async function loadSchemas(contracts: readonly AnyContract[]): Promise<void> {
  await Promise.all(contracts.map((contract) => contract.schemas()));
}

// ---- Types derived from a contract ----

export type SchemasOf<C> = C extends Contract<string, HttpMethod, string, infer S> ? S : never;

type Part<C, K extends 'params' | 'query' | 'body'> = SchemasOf<C>[K] extends infer T extends z.ZodType ? T : never;

/** A query value as it travels in a URL; `unknown` inputs (coerced numbers) become this. */
export type QueryValue = string | number | boolean | null | undefined;
type ClientQuery<Q> = { [K in keyof Q]?: unknown extends Q[K] ? QueryValue : Q[K] };

type ParamsInput<C> = [Part<C, 'params'>] extends [never] ? unknown : { params: z.input<Part<C, 'params'>> };
type QueryInput<C> = [Part<C, 'query'>] extends [never]
  ? unknown
  : object extends z.input<Part<C, 'query'>>
    ? { query?: ClientQuery<z.input<Part<C, 'query'>>> }
    : { query: ClientQuery<z.input<Part<C, 'query'>>> };
type BodyInput<C> = [Part<C, 'body'>] extends [never] ? unknown : { body: z.input<Part<C, 'body'>> };

/** What a client sends: the params, query and body the contract names, typed by its schemas. */
export type CallInput<C> = ParamsInput<C> & QueryInput<C> & BodyInput<C>;

/** The params a handler reads, after validation. */
export type ParamsOf<C> = z.output<Part<C, 'params'>>;
export type QueryOf<C> = z.output<Part<C, 'query'>>;
export type BodyOf<C> = z.output<Part<C, 'body'>>;

type Responses<C> = SchemasOf<C>['responses'];
export type SuccessStatus<C> = Extract<keyof Responses<C>, 200 | 201 | 202 | 204>;
type AnswerAt<C, Status> = Status extends keyof Responses<C>
  ? Responses<C>[Status] extends infer T extends z.ZodType
    ? z.output<T>
    : unknown
  : never;

/** The body of a successful answer, as the client reads it. */
export type ResponseOf<C> = AnswerAt<C, SuccessStatus<C>>;

// ---- URLs ----

/** The path with its params filled in, each one URL-encoded. */
export function pathOf(contract: ContractInfo, params: Readonly<Record<string, string>> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.id}: missing path param ${name}`);
    return encodeURIComponent(value);
  });
}

/** The query string (with its `?`) of the values given; empty, null and undefined are left out. */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)]);
  const text = new URLSearchParams(pairs).toString();
  return text ? `?${text}` : '';
}

/** The address a client asks for: path with params, then the query string. */
export function urlOf(
  contract: ContractInfo,
  input: { params?: Readonly<Record<string, string>>; query?: Readonly<Record<string, unknown>> } = {},
): string {
  return `${pathOf(contract, input.params)}${queryString(input.query)}`;
}

/**
 * The params of `pathname` when it is an address of `contract` (same segments,
 * decoded), else null: for code that meets a URL and needs to know which endpoint
 * it names (web test stubs).
 */
export function matchPath(contract: ContractInfo, pathname: string): Record<string, string> | null {
  const want = contract.path.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index]!;
    if (segment.startsWith(':')) {
      if (!actual) return null;
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}
