import { contracts, matchPath, type AnyContract, type ApiContract, type ResponseOf } from '@nyumba/domain';
import { vi } from 'vitest';

type StubbedContract = ApiContract;
const STUBBED: readonly AnyContract[] = contracts;

/** A request the app made, read back through the contract it called. */
interface StubRequest {
  contract: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
  init: RequestInit;
}

/** Answers one contract: a Response (any status, any body), or the success body itself. */
type StubHandler<C extends AnyContract> = (
  request: StubRequest,
) => Response | ResponseOf<C> | Promise<Response | ResponseOf<C>>;

/** By contract id; each handler's success body is typed by its contract. */
export type ApiHandlers = {
  [Id in StubbedContract['id']]?: StubHandler<Extract<StubbedContract, { id: Id }>>;
};

function contractOf(method: string, pathname: string) {
  for (const contract of STUBBED) {
    if (contract.method !== method) continue;
    const params = matchPath(contract, pathname);
    if (params) return { contract, params };
  }
  return null;
}

/**
 * Stubs the network in one place, by contract: `stubApi({ [getListing.id]: () => answer })`.
 * Each request is matched to the contract whose method and path it has; one with no
 * contract, or whose contract has no handler, fails the test loudly. The result is the
 * fetch mock, plus `requestsTo(contract)` to look at what the app sent.
 */
export function stubApi(handlers: ApiHandlers = {}) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const found = contractOf(method, url.pathname);
    if (!found) throw new Error(`no contract for ${method} ${url.pathname}`);
    const handler = handlers[found.contract.id as StubbedContract['id']] as StubHandler<AnyContract> | undefined;
    if (!handler) throw new Error(`unexpected call to ${found.contract.id} (${method} ${url.pathname})`);
    const request: StubRequest = {
      contract: found.contract.id,
      params: found.params,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      init,
    };
    requests.push(request);
    const answer = await handler(request);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, {
    /** What the app sent to `contract`, in order. */
    requestsTo: (contract: AnyContract) => requests.filter((request) => request.contract === contract.id),
  });
}
