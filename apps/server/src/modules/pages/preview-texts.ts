import {
  BEDROOMS_SW,
  COUNT_CAP,
  formatBedrooms,
  formatListingType,
  formatPrice,
  isBedrooms,
  isServiceType,
  LISTING_TYPE_SW,
  type Language,
  type Listing,
} from '@nyumba/domain';

/**
 * What link previews and crawlers read, in the page's language: a link shared in a
 * Swahili group chat says "KSH 25,000/mwezi", not "/month". The app's own screens are
 * translated in apps/web/src/i18n.
 */
interface PreviewTexts {
  siteDescription?: string;
  listingMissing: [title: string, description: string];
  listerMissing: [title: string, description: string];
  postMissing: [title: string, description: string];
  onNyumba: (name: string) => string;
  listerSummary: (count: number, since: string) => string;
  postBy: (author: string) => string;
  locale: string;
  type: (type: Listing['type']) => string;
  bedrooms: (bedrooms: string) => string;
}

/** A lister's count is capped at COUNT_CAP + 1, as search's are: said "1,000+" past the cap. */
const upToCap = (count: number) => (count > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en-KE')}+` : String(count));

const TEXTS: Record<Language, PreviewTexts> = {
  en: {
    listingMissing: ['Listing not found', 'This listing is no longer on Nyumba.'],
    listerMissing: ['Lister not found', 'This lister is no longer on Nyumba.'],
    postMissing: ['Post not found', 'This post is no longer on Nyumba.'],
    onNyumba: (name) => `${name} on Nyumba`,
    listerSummary: (count, since) =>
      `${upToCap(count)} ${count === 1 ? 'listing' : 'listings'} on Nyumba · since ${since}.`,
    postBy: (author) => `A post by ${author} on Nyumba.`,
    locale: 'en-KE',
    type: formatListingType,
    bedrooms: formatBedrooms,
  },
  sw: {
    siteDescription:
      'Pata nyumba za kupanga, bnb na nyumba za kuuza kote Kenya, na mafundi, wasanifu majengo na wahamishaji wa kuaminika.',
    listingMissing: ['Tangazo halipatikani', 'Tangazo hili haliko tena Nyumba.'],
    listerMissing: ['Mtangazaji hapatikani', 'Mtangazaji huyu hayuko tena Nyumba.'],
    postMissing: ['Makala haipatikani', 'Makala hii haiko tena Nyumba.'],
    onNyumba: (name) => `${name} kwenye Nyumba`,
    listerSummary: (count, since) =>
      `${count === 1 ? 'Tangazo' : 'Matangazo'} ${upToCap(count)} kwenye Nyumba · tangu ${since}.`,
    postBy: (author) => `Makala ya ${author} kwenye Nyumba.`,
    locale: 'sw-KE',
    type: (type) => LISTING_TYPE_SW[type],
    bedrooms: (bedrooms) => (isBedrooms(bedrooms) ? BEDROOMS_SW[bedrooms] : formatBedrooms(bedrooms)),
  },
};

export function previewTexts(language: Language): PreviewTexts {
  return TEXTS[language];
}

/** A listing's preview title and description: "2 bedroom · rentals · Kilimani · KSH 25,000/month. …". */
export function listingPreview(listing: Listing, language: Language): { title: string; description: string } {
  const texts = TEXTS[language];
  const price = formatPrice(listing.price, listing.type, language, listing.priceUnit);
  const what = listing.bedrooms && !isServiceType(listing.type) ? `${texts.bedrooms(listing.bedrooms)} · ` : '';
  const where = listing.areaName ? ` · ${listing.areaName}` : '';
  return {
    title: `${listing.name} – ${price}`,
    description: `${what}${texts.type(listing.type)}${where} · ${price}. ${listing.description}`,
  };
}

/** "Member since" as the language writes a month: "November 2026", "Novemba 2026". */
export function monthYear(date: Date, language: Language): string {
  return date.toLocaleDateString(TEXTS[language].locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
}
