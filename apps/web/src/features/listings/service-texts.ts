import type { Language, LicenceBody, ServiceUnit, WorkDay } from '@nyumba/domain';

/**
 * The words of a service described as a service (issue 32): the form's trade, unit, hours
 * and licence, the listing page's facts and reviews, the provider's page. In both languages,
 * beside these screens' chunks rather than in the texts every first visit carries.
 */
const en = {
  trade: 'Trade',
  chooseTrade: 'Choose your trade',
  tradeRequired: 'Choose your trade, so clients looking for it find you',
  priceUnit: 'The price is',
  units: {
    visit: 'Per visit or call-out',
    hour: 'Per hour',
    day: 'Per day',
    job: 'Per job (from)',
    sqm: 'Per square metre',
  } satisfies Record<ServiceUnit, string>,
  servicePriceHint: 'e.g. 1,500',
  workDays: 'Working days',
  days: {
    mon: 'Mon',
    tue: 'Tue',
    wed: 'Wed',
    thu: 'Thu',
    fri: 'Fri',
    sat: 'Sat',
    sun: 'Sun',
  } satisfies Record<WorkDay, string>,
  workFrom: 'From',
  workTo: 'To',
  emergency: 'I take emergency call-outs (nights and weekends)',
  experienceYears: 'Years of experience',
  licenceNumber: (body: LicenceBody) => `${body} registration number`,
  licenceHint: (body: LicenceBody) =>
    `Shown as “claimed” until a Nyumba moderator checks it with ${body}. A changed number is claimed again.`,
  photosOptional: 'Photos of your work (optional, up to 9)',
  hours: 'Hours',
  hoursValue: (days: string, from: string | null, to: string | null) => (from && to ? `${days}, ${from}–${to}` : days),
  emergencyYes: 'Emergency call-outs',
  experienceValue: (years: number) => (years === 1 ? '1 year' : `${years} years`),
  licenceExpires: 'Valid until',
  licenceExpiresHint:
    'As on the certificate. After this day the licence stops showing until you enter the renewed one.',
  licence: 'Registration',
  licenceClaimed: (body: LicenceBody, number: string) => `${body} ${number} (claimed, not yet checked)`,
  licenceChecked: (body: LicenceBody, number: string) => `${body} ${number} (checked by Nyumba)`,
  licenceUntil: (day: string) => `valid until ${day}`,
  licenceCardChecked: (body: LicenceBody) => `${body} registration checked`,
  provider: 'Their work on Nyumba',
  trades: 'Trades',
  areas: 'Areas served',
  responds: 'Replies',
  respondsValue: (minutes: number) =>
    minutes < 60
      ? `usually within ${minutes} min`
      : minutes < 24 * 60
        ? `usually within ${Math.round(minutes / 60)} h`
        : `usually within ${Math.round(minutes / 1440)} days`,
  jobsDone: 'Jobs done on Nyumba',
  rating: 'Rating',
  checkLicence: 'Mark the registration checked',
  uncheckLicence: 'Mark it not checked',
};

type ServiceTexts = typeof en;

const sw: ServiceTexts = {
  trade: 'Fani',
  chooseTrade: 'Chagua fani yako',
  tradeRequired: 'Chagua fani yako, ili wateja wanaoitafuta wakupate',
  priceUnit: 'Bei ni',
  units: {
    visit: 'Kwa ziara',
    hour: 'Kwa saa',
    day: 'Kwa siku',
    job: 'Kwa kazi (kuanzia)',
    sqm: 'Kwa mita ya mraba',
  },
  servicePriceHint: 'mfano 1,500',
  workDays: 'Siku za kazi',
  days: { mon: 'Jtt', tue: 'Jnn', wed: 'Jtn', thu: 'Alh', fri: 'Ijm', sat: 'Jmm', sun: 'Jpl' },
  workFrom: 'Kuanzia',
  workTo: 'Hadi',
  emergency: 'Ninapokea kazi za dharura (usiku na wikendi)',
  experienceYears: 'Miaka ya uzoefu',
  licenceNumber: (body) => `Nambari ya usajili ya ${body}`,
  licenceHint: (body) =>
    `Inaonyeshwa kama “imedaiwa” hadi msimamizi wa Nyumba aithibitishe na ${body}. Nambari mpya inadaiwa upya.`,
  photosOptional: 'Picha za kazi yako (si lazima, hadi 9)',
  hours: 'Saa za kazi',
  hoursValue: (days, from, to) => (from && to ? `${days}, ${from}–${to}` : days),
  emergencyYes: 'Kazi za dharura',
  experienceValue: (years) => (years === 1 ? 'mwaka 1' : `miaka ${years}`),
  licenceExpires: 'Inatumika hadi',
  licenceExpiresHint: 'Kama ilivyo kwenye cheti. Baada ya siku hii leseni haionyeshwi hadi uweke iliyohuishwa.',
  licence: 'Usajili',
  licenceClaimed: (body, number) => `${body} ${number} (imedaiwa, bado haijathibitishwa)`,
  licenceChecked: (body, number) => `${body} ${number} (imethibitishwa na Nyumba)`,
  licenceUntil: (day) => `inatumika hadi ${day}`,
  licenceCardChecked: (body) => `Usajili wa ${body} umethibitishwa`,
  provider: 'Kazi yao kwenye Nyumba',
  trades: 'Fani',
  areas: 'Maeneo wanayohudumia',
  responds: 'Hujibu',
  respondsValue: (minutes) =>
    minutes < 60
      ? `kwa kawaida ndani ya dakika ${minutes}`
      : minutes < 24 * 60
        ? `kwa kawaida ndani ya saa ${Math.round(minutes / 60)}`
        : `kwa kawaida ndani ya siku ${Math.round(minutes / 1440)}`,
  jobsDone: 'Kazi zilizokamilika kwenye Nyumba',
  rating: 'Alama',
  checkLicence: 'Weka usajili kuwa umethibitishwa',
  uncheckLicence: 'Weka kuwa haujathibitishwa',
};

export const serviceTexts = (language: Language): ServiceTexts => (language === 'sw' ? sw : en);
