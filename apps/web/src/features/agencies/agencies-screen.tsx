import { useLocation, useParams } from 'react-router';
import { AgencyPage } from './agency-page';
import { CreateAgencyPage } from './create-agency-page';
import { DeskPage } from './desk-page';
import { InvitePage } from './invite-page';
import { ListingStatsPage } from './listing-stats-page';

/**
 * The router's one screen for the agencies' addresses (it reads which from them): /agency/new,
 * /agency/{id}, /agency/{id}/desk, /agency/invites/{token} and /stats/{listingId}.
 */
export function AgenciesScreen() {
  const { agencyId, token, listingId } = useParams();
  const desk = useLocation().pathname.endsWith('/desk');
  if (token) return <InvitePage token={token} />;
  if (listingId) return <ListingStatsPage id={listingId} />;
  if (agencyId === 'new') return <CreateAgencyPage />;
  return desk ? <DeskPage id={agencyId ?? ''} /> : <AgencyPage id={agencyId ?? ''} />;
}
