import './privacy-texts';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { routePatterns } from '@nyumba/domain';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTranslation } from '../../i18n/use-translation';
import { selectCurrentUser, useSessionStore } from '../auth';
import { ConsentsSection } from './consents-section';
import { DeleteSection } from './delete-section';
import { ExportSection } from './export-section';

/**
 * /settings/privacy (issue 58): a person's rights under Kenya's Data Protection Act 2019 in
 * one place: a copy of their data, their consents, and deleting their account. The router
 * lets only signed-in people in.
 */
export function PrivacyCentrePage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  return (
    <Screen title={t('privacy.centre.title')} className="page-container max-w-2xl">
      <Link
        to={routePatterns.settings}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('privacy.centre.back')}
      </Link>
      <ScreenTitle>{t('privacy.centre.title')}</ScreenTitle>
      <p className="mt-1 text-stone-700">{t('privacy.centre.intro')}</p>
      <div className="mt-6 space-y-5">
        <ExportSection />
        <ConsentsSection />
        {user ? <DeleteSection user={user} /> : null}
      </div>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={routePatterns.privacyNotice} className="font-medium text-brand-700 underline underline-offset-2">
          {t('privacy.centre.notice')}
        </Link>
        <Link to={routePatterns.terms} className="font-medium text-brand-700 underline underline-offset-2">
          {t('privacy.centre.terms')}
        </Link>
      </p>
    </Screen>
  );
}
