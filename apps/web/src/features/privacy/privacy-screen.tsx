import { useLocation } from 'react-router';
import { routePatterns } from '@nyumba/domain';
import { LegalPage } from './legal-page';

export { legalData } from './legal-page';
import { PrivacyCentrePage } from './privacy-centre-page';

/**
 * The router's one screen for /settings/privacy, /privacy and /terms (it reads which from the
 * address): one entry in the route table every first visit loads, not three (its budget).
 */
export function PrivacyScreen() {
  const path = useLocation().pathname.toLowerCase().replace(/\/$/, '');
  if (path === routePatterns.privacyCentre) return <PrivacyCentrePage />;
  return <LegalPage kind={path === routePatterns.terms ? 'terms' : 'privacy'} />;
}
