import { PHONE_CODE_MINUTES, STAY_HOLD_HOURS, type Language } from '@nyumba/domain';

/**
 * Every SMS Nyumba sends, in English and Swahili. GSM-7 characters only (no curly quotes or
 * dashes: one of those makes the whole message UCS-2, 70 characters a part), and a code's
 * message within one part of 160 (sms-texts.test.ts holds both).
 */
const en = {
  code: (code: string) =>
    `Nyumba code: ${code}. It proves this number on Nyumba and works for ${PHONE_CODE_MINUTES} minutes. Never share it: Nyumba never asks for it.`,
  listingCode: (code: string) =>
    `Nyumba code: ${code}. Enter it to show this number on your listing. It works for ${PHONE_CODE_MINUTES} minutes. Never share it.`,
  resetCode: (code: string) =>
    `Nyumba code to set a new password: ${code}. It works for ${PHONE_CODE_MINUTES} minutes. If you did not ask for it, ignore this SMS.`,
  alreadyMember: (site: string) =>
    `Someone tried to sign up on Nyumba with this number, which already has an account. Forgot your password? Reset it at ${site}/forgot-password`,
  numberRemoved: (name: string) =>
    `This number was removed from the Nyumba account ${name}. If that was not you, sign in and check your account now.`,
  numberReplaced: (name: string) =>
    `The Nyumba account ${name} now signs in with another number. If that was not you, sign in and check your account now.`,
  stop: (url: string) => `Stop SMS: ${url}`,
  message: (from: string, url: string) => `Nyumba: ${from} sent you a message you have not read. ${url}`,
  stayRequested: (guest: string, place: string, url: string) =>
    `Nyumba: ${guest} asks for dates at ${place}. Answer within ${STAY_HOLD_HOURS} hours: ${url}`,
  stayAnswered: (place: string, accepted: boolean, url: string) =>
    `Nyumba: your stay at ${place} was ${accepted ? 'accepted' : 'declined'}. ${url}`,
  stayCancelled: (place: string, url: string) => `Nyumba: the stay at ${place} was cancelled. ${url}`,
  viewingRequested: (seeker: string, place: string, url: string) =>
    `Nyumba: ${seeker} asks to view ${place}. Answer: ${url}`,
  viewingAnswered: (place: string, confirmed: boolean, url: string) =>
    `Nyumba: your viewing of ${place} was ${confirmed ? 'confirmed' : 'declined'}. ${url}`,
  viewingReminder: (place: string, time: string, url: string) =>
    `Nyumba: reminder, viewing of ${place} at ${time} today. ${url}`,
  stillAvailable: (place: string, url: string) => `Nyumba: is ${place} still available? Answer in one tap: ${url}`,
};

const sw: typeof en = {
  code: (code) =>
    `Nambari ya Nyumba: ${code}. Inathibitisha namba hii kwenye Nyumba kwa dakika ${PHONE_CODE_MINUTES}. Usimpe mtu: Nyumba haiiombi kamwe.`,
  listingCode: (code) =>
    `Nambari ya Nyumba: ${code}. Iweke ili namba hii ionekane kwenye tangazo lako. Inafanya kazi dakika ${PHONE_CODE_MINUTES}. Usimpe mtu.`,
  resetCode: (code) =>
    `Nambari ya Nyumba ya kuweka nenosiri jipya: ${code}. Inafanya kazi dakika ${PHONE_CODE_MINUTES}. Kama hukuiomba, puuza SMS hii.`,
  alreadyMember: (site) =>
    `Mtu amejaribu kujisajili kwenye Nyumba kwa namba hii, ambayo tayari ina akaunti. Umesahau nenosiri? Libadilishe: ${site}/forgot-password`,
  numberRemoved: (name) =>
    `Namba hii imeondolewa kwenye akaunti ya Nyumba ${name}. Kama si wewe, ingia uangalie akaunti yako sasa.`,
  numberReplaced: (name) =>
    `Akaunti ya Nyumba ${name} sasa inaingia kwa namba nyingine. Kama si wewe, ingia uangalie akaunti yako sasa.`,
  stop: (url) => `Acha SMS: ${url}`,
  message: (from, url) => `Nyumba: ${from} amekutumia ujumbe ambao hujausoma. ${url}`,
  stayRequested: (guest, place, url) =>
    `Nyumba: ${guest} anaomba tarehe kwenye ${place}. Jibu ndani ya saa ${STAY_HOLD_HOURS}: ${url}`,
  stayAnswered: (place, accepted, url) =>
    `Nyumba: ombi lako la kukaa ${place} ${accepted ? 'limekubaliwa' : 'limekataliwa'}. ${url}`,
  stayCancelled: (place, url) => `Nyumba: kukaa kwenye ${place} kumeghairiwa. ${url}`,
  viewingRequested: (seeker, place, url) => `Nyumba: ${seeker} anaomba kuona ${place}. Jibu: ${url}`,
  viewingAnswered: (place, confirmed, url) =>
    `Nyumba: miadi yako ya kuona ${place} ${confirmed ? 'imethibitishwa' : 'imekataliwa'}. ${url}`,
  viewingReminder: (place, time, url) => `Nyumba: ukumbusho, kuona ${place} saa ${time} leo. ${url}`,
  stillAvailable: (place, url) => `Nyumba: je, ${place} bado linapatikana? Jibu kwa mguso mmoja: ${url}`,
};

export const smsTexts = (language: string | null | undefined): typeof en => ((language as Language) === 'sw' ? sw : en);

/** The GSM 03.38 basic set (and its extension table): text made only of these goes 160 to a part. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

export const isGsm7 = (text: string) => GSM7.test(text);

/**
 * A name or a title as an SMS can carry it: GSM-7 letters kept, anything else (curly quotes,
 * emoji, other scripts) made plain or dropped, and cut short, so one listing's title cannot
 * turn a notice into several UCS-2 parts.
 */
export function smsSafe(text: string, max = 40): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—]/g, '-')
    .split('')
    .filter((char) => isGsm7(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 3).trimEnd()}...` : plain;
}
