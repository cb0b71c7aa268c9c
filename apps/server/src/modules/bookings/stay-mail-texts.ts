import { groupThousands, STAY_HOLD_HOURS } from '@nyumba/domain';
import { longDate } from './booking-dates.ts';

// The mails of a stay, in the recipient's language. Dates are written out ("Sat 12 Dec 2026")
// so nobody reads 03/12 as March.

interface StayFacts {
  listingName: string;
  otherName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  total: number;
  checkInTime: string;
  checkOutTime: string;
  reason?: string | null;
  /** Payments on: what the guest pays on Nyumba (fee included) and within how many minutes. */
  pay?: { total: number; minutes: number } | null;
}

const en = {
  requested: (s: StayFacts) => ({
    subject: `${s.otherName} asks to stay at "${s.listingName}"`,
    paragraphs: [
      `${s.otherName} asks for ${dates(s, 'en')}: ${nights(s.nights, 'en')}, ${guests(s.guests, 'en')}, KSH ${groupThousands(s.total)} in all.`,
      `The nights are held for ${STAY_HOLD_HOURS} hours. Accept or decline before then, or the request lapses and the nights are free again.`,
    ],
    action: 'Answer the request',
  }),
  accepted: (s: StayFacts) => ({
    subject: `Your stay at "${s.listingName}" is accepted`,
    paragraphs: [
      `${s.otherName} accepted your stay: ${dates(s, 'en')}, check-in from ${s.checkInTime}, check-out by ${s.checkOutTime}.`,
      s.pay
        ? `${nights(s.nights, 'en')}, ${guests(s.guests, 'en')}: KSH ${groupThousands(s.pay.total)}. Pay on Nyumba by M-Pesa within ${s.pay.minutes} minutes, or the nights are free again: Nyumba holds the money and pays the host a day after you arrive.`
        : `${nights(s.nights, 'en')}, ${guests(s.guests, 'en')}: KSH ${groupThousands(s.total)}. Pay the host as agreed; never send money before the host has accepted on Nyumba.`,
      'The stay is attached as a calendar file.',
    ],
    action: 'See your stays',
  }),
  declined: (s: StayFacts) => ({
    subject: `Your request for "${s.listingName}" was declined`,
    paragraphs: [
      `${s.otherName} declined your request for ${dates(s, 'en')}. Those nights are free for other dates you choose.`,
    ],
    action: 'Find another place',
  }),
  expired: (s: StayFacts) => ({
    subject: `Your request for "${s.listingName}" lapsed`,
    paragraphs: [
      `The host did not answer your request for ${dates(s, 'en')} within ${STAY_HOLD_HOURS} hours, so the nights were let go.`,
    ],
    action: 'Find another place',
  }),
  cancelled: (s: StayFacts) => ({
    subject: `The stay at "${s.listingName}" was cancelled`,
    paragraphs: [`${s.otherName} cancelled the stay for ${dates(s, 'en')}.`, `Their reason: ${s.reason ?? ''}`],
    action: 'See your stays',
  }),
};

const sw: typeof en = {
  requested: (s) => ({
    subject: `${s.otherName} anaomba kukaa "${s.listingName}"`,
    paragraphs: [
      `${s.otherName} anaomba ${dates(s, 'sw')}: ${nights(s.nights, 'sw')}, ${guests(s.guests, 'sw')}, jumla KSH ${groupThousands(s.total)}.`,
      `Usiku huo umeshikiliwa kwa saa ${STAY_HOLD_HOURS}. Kubali au kataa kabla ya hapo, la sivyo ombi litaisha na usiku huo utakuwa wazi tena.`,
    ],
    action: 'Jibu ombi',
  }),
  accepted: (s) => ({
    subject: `Ukaaji wako "${s.listingName}" umekubaliwa`,
    paragraphs: [
      `${s.otherName} amekubali ukaaji wako: ${dates(s, 'sw')}, kuingia kuanzia ${s.checkInTime}, kutoka kabla ya ${s.checkOutTime}.`,
      s.pay
        ? `${nights(s.nights, 'sw')}, ${guests(s.guests, 'sw')}: KSH ${groupThousands(s.pay.total)}. Lipa kwenye Nyumba kwa M-Pesa ndani ya dakika ${s.pay.minutes}, la sivyo usiku huo utakuwa wazi tena: Nyumba inashikilia pesa na kumlipa mwenyeji siku moja baada ya kufika kwako.`
        : `${nights(s.nights, 'sw')}, ${guests(s.guests, 'sw')}: KSH ${groupThousands(s.total)}. Mlipe mwenyeji kama mlivyokubaliana; usitume pesa kabla mwenyeji hajakubali kwenye Nyumba.`,
      'Ukaaji umeambatishwa kama faili ya kalenda.',
    ],
    action: 'Tazama ukaaji wako',
  }),
  declined: (s) => ({
    subject: `Ombi lako la "${s.listingName}" limekataliwa`,
    paragraphs: [`${s.otherName} amekataa ombi lako la ${dates(s, 'sw')}. Chagua tarehe nyingine au mahali pengine.`],
    action: 'Tafuta mahali pengine',
  }),
  expired: (s) => ({
    subject: `Ombi lako la "${s.listingName}" limeisha`,
    paragraphs: [
      `Mwenyeji hakujibu ombi lako la ${dates(s, 'sw')} ndani ya saa ${STAY_HOLD_HOURS}, kwa hivyo usiku huo umeachiliwa.`,
    ],
    action: 'Tafuta mahali pengine',
  }),
  cancelled: (s) => ({
    subject: `Ukaaji wa "${s.listingName}" umeghairiwa`,
    paragraphs: [`${s.otherName} ameghairi ukaaji wa ${dates(s, 'sw')}.`, `Sababu yake: ${s.reason ?? ''}`],
    action: 'Tazama ukaaji wako',
  }),
};

function dates(s: StayFacts, language: 'en' | 'sw') {
  return `${longDate(s.checkIn, language)} – ${longDate(s.checkOut, language)}`;
}
const nights = (n: number, language: 'en' | 'sw') =>
  language === 'sw' ? `usiku ${n}` : n === 1 ? '1 night' : `${n} nights`;
const guests = (n: number, language: 'en' | 'sw') =>
  language === 'sw' ? `wageni ${n}` : n === 1 ? '1 guest' : `${n} guests`;

export type StayMailKind = keyof typeof en;
export const stayMailTexts = (language: string | null | undefined) => (language === 'sw' ? sw : en);
