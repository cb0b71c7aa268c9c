import type { Bedrooms, ListingType } from './listing-types.ts';

// The few Swahili words the server writes itself (link previews, alert names, mails);
// the web app's own texts are in apps/web/src/i18n/sw. Both follow docs/glossary-sw.md.

/** A listing type in Swahili, as a heading says it ('Nyumba za kupanga'). */
export const LISTING_TYPE_SW: Record<ListingType, string> = {
  rentals: 'Nyumba za kupanga',
  'for-sale': 'Zinauzwa',
  bnbs: 'BnB',
  technicians: 'Mafundi',
  architects: 'Wasanifu majengo',
  engineers: 'Wahandisi',
  'interior-designer': 'Wapambaji wa ndani',
  furniture: 'Fanicha',
  movers: 'Wahamishaji',
};

/** A bedrooms value in Swahili ('vyumba 2 vya kulala'). */
export const BEDROOMS_SW: Record<Bedrooms, string> = {
  'single-room': 'chumba kimoja',
  'double-room': 'vyumba viwili',
  bedsitter: 'bedsitter',
  '1-bedroom': 'chumba 1 cha kulala',
  '2-bedroom': 'vyumba 2 vya kulala',
  '3-bedroom': 'vyumba 3 vya kulala',
  'more-than-3-bedrooms': 'zaidi ya vyumba 3 vya kulala',
};
