import { Clock, MessageSquareReply, ShieldCheck, Siren } from 'lucide-react';
import { isServiceType, licenceBodyOf, type Listing } from '@nyumba/domain';
import { useTexts } from '../../../i18n/use-translation';
import { serviceTexts } from '../service-texts';

/**
 * What people compare providers by, on the card itself (issue 41): how fast they reply, when
 * they work, whether they come out in an emergency, and a registration Nyumba checked. The
 * price's unit is in the price line above.
 */
export function ProviderFacts({ listing }: { listing: Listing }) {
  const texts = useTexts(serviceTexts);
  if (!isServiceType(listing.type)) return null;
  const body = licenceBodyOf(listing.trade);
  const days = listing.workDays.map((day) => texts.days[day]).join(', ');
  const item = 'inline-flex items-center gap-1.5';
  const facts = [
    listing.replyMinutes ? (
      <li key="reply" className={item}>
        <MessageSquareReply aria-hidden="true" className="size-4 shrink-0" />
        {texts.responds}: {texts.respondsValue(listing.replyMinutes)}
      </li>
    ) : null,
    days || listing.workFrom ? (
      <li key="hours" className={item}>
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {texts.hoursValue(days, listing.workFrom, listing.workTo)}
      </li>
    ) : null,
    listing.emergency ? (
      <li key="emergency" className={`${item} font-medium text-red-800`}>
        <Siren aria-hidden="true" className="size-4 shrink-0" />
        {texts.emergencyYes}
      </li>
    ) : null,
    body && listing.licenceNumber && listing.licenceChecked ? (
      <li key="licence" className={`${item} font-medium text-emerald-800`}>
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {texts.licenceCardChecked(body)}
      </li>
    ) : null,
  ].filter(Boolean);
  return facts.length ? (
    <ul className="flex flex-col gap-1 text-sm text-stone-700" data-provider-facts>
      {facts}
    </ul>
  ) : null;
}
