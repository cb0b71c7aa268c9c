import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { paths } from '../../paths';
import { buttonStyles } from '../../components/button-styles';
import { currentLanguage } from '../../i18n/use-translation';
import { stayTexts } from './stay-texts';

/** On the host's own bnb: its calendar and stays, where a guest would see "Ask for dates". */
export default function StayHostLink({ listingId }: { listingId: string }) {
  return (
    <Link to={paths.stayCalendar(listingId)} className={`${buttonStyles.secondary} w-full`}>
      <CalendarDays aria-hidden="true" className="size-5" />
      {stayTexts(currentLanguage()).ownCalendar}
    </Link>
  );
}
