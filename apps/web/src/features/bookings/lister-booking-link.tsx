import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { ListingType } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useLanguage } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { stayTexts } from './stay-texts';
import { viewingTexts } from './viewing-texts';

/**
 * On the lister's own listing, where a visitor would book: a bnb's calendar and stays, or a
 * home's viewing times and viewings.
 */
export default function ListerBookingLink({ listingId, type }: { listingId: string; type: ListingType }) {
  const language = useLanguage();
  const bnb = type === 'bnbs';
  return (
    <Link
      to={bnb ? paths.stayCalendar(listingId) : paths.viewingTimes(listingId)}
      className={`${buttonStyles.secondary} w-full`}
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      {bnb ? stayTexts(language).ownCalendar : viewingTexts(language).ownTimes}
    </Link>
  );
}
