import { tenancy as tenancyContract, type Tenancy } from '@nyumba/domain';
import { TenancyPage } from '../features/tenancies/tenancy-page';
import { renderRoutes } from './render-routes';
import { stubApi, type ApiHandlers } from './stub-api';

/** The answer to a change: the tenancy as it now stands, `change` applied, with the server's sentence. */
type Next = (change: Partial<Tenancy>, message?: string) => { success: true; tenancy: Tenancy; message?: string };

/**
 * A tenancy's page at /tenancies/:id, its API stubbed by contract: GET answers the tenancy as
 * it now stands (`state.current`), and a change's handler moves it on with `next()`.
 */
export function renderTenancy(start: Tenancy, handlers: (next: Next) => ApiHandlers = () => ({})) {
  const state = { current: start, reads: 0 };
  const next: Next = (change, message) => {
    state.current = { ...state.current, ...change };
    return { success: true as const, tenancy: state.current, ...(message ? { message } : {}) };
  };
  const api = stubApi({
    [tenancyContract.id]: () => {
      state.reads += 1;
      return { success: true as const, tenancy: state.current };
    },
    ...handlers(next),
  });
  const view = renderRoutes([{ path: '/tenancies/:tenancyId', element: <TenancyPage /> }], `/tenancies/${start.id}`);
  return { api, state, ...view };
}
