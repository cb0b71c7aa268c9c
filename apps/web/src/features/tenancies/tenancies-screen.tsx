import { useParams } from 'react-router';
import { TenanciesPage } from './tenancies-page';
import { TenancyPage } from './tenancy-page';

/** The router's one screen for /tenancies and /tenancies/:tenancyId: the list, or one tenancy. */
export function TenanciesScreen() {
  return useParams().tenancyId ? <TenancyPage /> : <TenanciesPage />;
}
