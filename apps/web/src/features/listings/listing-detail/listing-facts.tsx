import { Check } from 'lucide-react';
import { groupThousands, hasFact, isServiceType, licenceBodyOf, tradeLabel, type Listing } from '@nyumba/domain';
import { serviceTexts } from '../service-texts';
import { standingTexts } from '../../../components/lister-standing';
import { bedroomsLabel } from '../../../lib/bedrooms-label';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { DetailSection } from './detail-section';

interface Fact {
  label: string;
  value: string;
  className?: string;
}

/** The facts of the listing's type only: a plumber's page never says "Furnished: No". */
function useFacts(listing: Listing): Fact[] {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('listings.detail.yes') : t('listings.detail.no'));
  const facts: Fact[] = [{ label: t('listings.form.type'), value: t(`listings.types.${listing.type}`) }];
  if (listing.trade)
    facts.push({ label: serviceTexts(currentLanguage()).trade, value: tradeLabel(listing.trade, currentLanguage()) });
  const has = (fact: Parameters<typeof hasFact>[1]) => hasFact(listing.type, fact);
  if (has('bedrooms') && listing.bedrooms)
    facts.push({
      label: t('listings.form.bedrooms'),
      value: bedroomsLabel(listing.bedrooms, t),
      className: 'first-letter:uppercase',
    });
  if (has('bathrooms') && listing.bathrooms !== null)
    facts.push({ label: t('listings.detail.bathrooms'), value: String(listing.bathrooms) });
  if (has('floorSize') && listing.floorSize !== null)
    facts.push({
      label: t('listings.detail.floorSize'),
      value: t('listings.detail.floorSizeValue', { value: groupThousands(listing.floorSize) }),
    });
  if (has('plotAcres') && listing.plotAcres !== null)
    facts.push({
      label: t('listings.detail.plotAcres'),
      value: t('listings.detail.plotValue', { count: listing.plotAcres }),
    });
  if (has('maxGuests') && listing.maxGuests !== null)
    facts.push({
      label: t('listings.detail.maxGuests'),
      value: t('listings.detail.guestsValue', { count: listing.maxGuests }),
    });
  if (has('traLicence')) {
    // A bnb says whether it gave its Tourism Regulatory Authority licence: its absence is a fact too.
    const words = standingTexts(currentLanguage());
    facts.push({
      label: words.traFact,
      value: listing.traLicence ? words.traValue(listing.traLicence) : words.traNone,
    });
  }
  if (has('depositMonths') && listing.depositMonths !== null)
    facts.push({
      label: t('listings.detail.depositMonths'),
      value: t('listings.detail.depositValue', { count: listing.depositMonths }),
    });
  if (has('serviceCharge') && listing.serviceCharge !== null)
    facts.push({
      label: t('listings.detail.serviceCharge'),
      value: t('listings.detail.serviceChargeValue', { value: groupThousands(listing.serviceCharge) }),
    });
  if (has('furnished')) facts.push({ label: t('listings.detail.furnished'), value: yesNo(listing.furnished) });
  if (has('parking')) facts.push({ label: t('listings.detail.parking'), value: yesNo(listing.parking) });
  if (has('areasServed') && listing.areasServed.length)
    facts.push({ label: t('listings.detail.areasServed'), value: listing.areasServed.join(', ') });
  if (isServiceType(listing.type)) facts.push(...serviceFacts(listing, t('listings.detail.yes')));
  return facts;
}

/** A provider's trade, week, emergencies, experience and registration (claimed until checked). */
function serviceFacts(listing: Listing, yes: string): Fact[] {
  const language = currentLanguage();
  const texts = serviceTexts(language);
  const facts: Fact[] = [];
  if (listing.workDays.length || listing.workFrom) {
    const days = listing.workDays.map((day) => texts.days[day]).join(', ');
    facts.push({ label: texts.hours, value: texts.hoursValue(days, listing.workFrom, listing.workTo) });
  }
  if (listing.emergency) facts.push({ label: texts.emergencyYes, value: yes });
  if (listing.experienceYears !== null)
    facts.push({ label: texts.experienceYears, value: texts.experienceValue(listing.experienceYears) });
  const body = licenceBodyOf(listing.trade);
  if (body && listing.licenceNumber)
    facts.push({
      label: texts.licence,
      value:
        (listing.licenceChecked
          ? texts.licenceChecked(body, listing.licenceNumber)
          : texts.licenceClaimed(body, listing.licenceNumber)) +
        (listing.licenceExpires ? `, ${texts.licenceUntil(listing.licenceExpires)}` : ''),
    });
  return facts;
}

/** The facts' rows of the Details list (definition list rows, for the caller's dl). */
export function ListingFactRows({ listing }: { listing: Listing }) {
  return (
    <>
      {useFacts(listing).flatMap((fact) => [
        <dt key={`${fact.label}:term`} className="font-semibold text-stone-600">
          {fact.label}
        </dt>,
        <dd key={`${fact.label}:value`} className={fact.className}>
          {fact.value}
        </dd>,
      ])}
    </>
  );
}

/** What the home offers, from the fixed list. */
export function AmenityList({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  if (!hasFact(listing.type, 'amenities') || listing.amenities.length === 0) return null;
  return (
    <DetailSection id="amenities-title" title={t('listings.detail.amenities')}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {listing.amenities.map((amenity) => (
          <li key={amenity} className="inline-flex items-center gap-2 text-stone-800">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {t(`listings.amenities.${amenity}`)}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
