import {
  groupThousands,
  PAY_WITHIN_MINUTES,
  PAYOUT_AFTER_CHECK_IN_HOURS,
  PHONE_CODE_MINUTES,
  STAY_HOLD_HOURS,
  tradeLabel,
  type Language,
  type SmsDetail,
  type SmsMoney,
} from '@nyumba/domain';

const ksh = (amount: number) => `KSH ${groupThousands(Math.round(amount))}`;

const BEDS = {
  en: { 'single-room': 'single room', 'double-room': 'double room', bedsitter: 'bedsitter', '1-bedroom': '1 bedroom' },
  sw: {
    'single-room': 'chumba kimoja',
    'double-room': 'vyumba viwili',
    bedsitter: 'bedsitter',
    '1-bedroom': 'chumba 1',
  },
} as const;
const PER = { en: { rentals: '/month', bnbs: '/night' }, sw: { rentals: ' kwa mwezi', bnbs: ' kwa usiku' } } as const;

/** "KSH 35,000/month, 2 bedrooms, Kilimani: https://…": a listing's facts in a details SMS. */
function detailLine(item: SmsDetail, site: string, language: Language): string {
  const per = (PER[language] as Record<string, string>)[item.type] ?? '';
  const beds = item.bedrooms
    ? ((BEDS[language] as Record<string, string>)[item.bedrooms] ??
      (language === 'sw'
        ? `vyumba ${item.bedrooms === 'more-than-3-bedrooms' ? '4+' : item.bedrooms[0]}`
        : `${item.bedrooms === 'more-than-3-bedrooms' ? '4+' : item.bedrooms[0]} bedrooms`))
    : null;
  const trade = item.trade ? tradeLabel(item.trade, language) : null;
  const facts = [trade, item.price > 0 ? `${ksh(item.price)}${per}` : null, beds, item.area].filter(Boolean);
  return `${facts.join(', ')}: ${site}${item.path}`;
}
// M-Pesa receipts are 10 capital letters and digits; anything else is left out, not printed.
const receipt = (f: SmsMoney, label: string) =>
  f.receipt && /^[A-Z0-9]{8,12}$/.test(f.receipt) ? `${label}${f.receipt}.` : '';

/**
 * Every SMS Nyumba sends, in English and Swahili. GSM-7 characters only (no curly quotes or
 * dashes: one of those makes the whole message UCS-2, 70 characters a part), and a code's
 * message within one part of 160 (sms-texts.test.ts holds both).
 *
 * No text here takes words a person typed (a listing's name, a username): an SMS reads as
 * Nyumba's own, so a name like "Lipa deposit: nyumba-pay.co.ke" would be Nyumba telling
 * someone to pay. What the notice is about is said by its kind, and the link carries the
 * rest. Every parameter is a code, a link Nyumba made, a time, an amount or a yes/no.
 */
const en = {
  code: (code: string) =>
    `Nyumba code: ${code}. It proves this number on Nyumba and works for ${PHONE_CODE_MINUTES} minutes. Never share it: Nyumba never asks for it.`,
  listingCode: (code: string) =>
    `Nyumba code: ${code}. Enter it to show this number on your listing. It works for ${PHONE_CODE_MINUTES} minutes. Never share it.`,
  tenancyCode: (code: string) =>
    `Nyumba code to sign your tenancy agreement: ${code}. It works for ${PHONE_CODE_MINUTES} minutes. Sign only an agreement you read on Nyumba.`,
  resetCode: (code: string) =>
    `Nyumba code to set a new password: ${code}. It works for ${PHONE_CODE_MINUTES} minutes. If you did not ask for it, ignore this SMS.`,
  alreadyMember: (site: string) =>
    `Someone tried to sign up on Nyumba with this number, which already has an account. Forgot your password? Reset it at ${site}/forgot-password`,
  numberRemoved: () =>
    'This number was removed from your Nyumba account. If that was not you, sign in and check your account now.',
  numberReplaced: () =>
    'Your Nyumba account now signs in with another number. If that was not you, sign in and check your account now.',
  stop: (url: string) => `Stop SMS: ${url}`,
  message: (url: string) => `Nyumba: you have a message you have not read. ${url}`,
  stayRequested: (url: string) =>
    `Nyumba: a guest asks for dates at your place. Answer within ${STAY_HOLD_HOURS} hours: ${url}`,
  /** `payBy`: HH:MM in Kenya when the guest must pay by (payments on), or '' when not. */
  stayAnswered: (accepted: boolean, url: string, payBy = '') =>
    accepted && payBy
      ? `Nyumba: your stay request was accepted. Pay by M-Pesa by ${payBy} today (${PAY_WITHIN_MINUTES} minutes) or the dates are freed: ${url}`
      : `Nyumba: your stay request was ${accepted ? 'accepted' : 'declined'}. ${url}`,
  stayCancelled: (url: string) => `Nyumba: a stay was cancelled. ${url}`,
  viewingRequested: (url: string) => `Nyumba: someone asks to view your listing. Answer: ${url}`,
  /** `when`: the day and time ("Tue 9 Dec, 14:00") of a confirmed viewing, or ''. */
  viewingAnswered: (confirmed: boolean, url: string, when = '') =>
    confirmed && when
      ? `Nyumba: your viewing is confirmed for ${when}. The place and the lister are here: ${url}`
      : `Nyumba: your viewing request was ${confirmed ? 'confirmed' : 'declined'}. ${url}`,
  viewingReminder: (time: string, url: string) => `Nyumba: reminder, your viewing is at ${time} today. ${url}`,
  stillAvailable: (url: string) => `Nyumba: is your listing still available? Answer in one tap: ${url}`,
  tenancyRequested: (url: string) => `Nyumba: someone asks to rent your home on Nyumba. Answer: ${url}`,
  tenancyNews: (url: string) => `Nyumba: there is news on your tenancy. ${url}`,
  tenancyKeys: (url: string) =>
    `Nyumba: today is your move-in day. Have the keys? Confirm on Nyumba, or report a problem: ${url}`,
  jobNear: (url: string) => `Nyumba: a new job in your trade near you. Quote on Nyumba: ${url}`,
  jobNews: (url: string) => `Nyumba: there is news on your job. ${url}`,
  agencyInvite: (url: string) => `Nyumba: an agency invites you to join it. See the invitation: ${url}`,
  agencyLead: (url: string) => `Nyumba: a lead of your agency waits for an answer. Take it: ${url}`,
  details: (items: SmsDetail[], site: string) =>
    `Nyumba found for you:\n${items.map((item) => detailLine(item, site, 'en')).join('\n')}\nPay only on Nyumba or after viewing.`,
  reply: {
    help: () =>
      'Nyumba by SMS: send NYUMBA, the area, bedrooms and your top budget, e.g. NYUMBA Kilimani 2 30000, for 3 homes. Send STOP to end SMS from Nyumba.',
    noMatch: () => 'Nyumba: no home matches that yet. Try another area or a higher budget.',
    badSearch: () => 'Nyumba: send NYUMBA, the area, bedrooms and your top budget, e.g. NYUMBA Kilimani 2 30000.',
  },
  jobRelease: (hours: number, url: string) =>
    `Nyumba: the provider marked your job done. The money goes to them in ${hours}h unless you report a problem: ${url}`,
  money: {
    paid: (f: SmsMoney) =>
      `Nyumba: you paid ${ksh(f.amount)} for your stay.${receipt(f, ' M-Pesa receipt ')} Held until ${PAYOUT_AFTER_CHECK_IN_HOURS}h after check-in.`,
    paidHost: () =>
      `Nyumba: a guest paid for a stay at your place. You are paid ${PAYOUT_AFTER_CHECK_IN_HOURS}h after check-in.`,
    payout: (f: SmsMoney) => `Nyumba sent you ${ksh(f.amount)} for a stay.${receipt(f, ' M-Pesa receipt ')}`,
    refund: (f: SmsMoney) => `Nyumba refunded ${ksh(f.amount)} for a stay.${receipt(f, ' M-Pesa receipt ')}`,
    lapsed: () => 'Nyumba: a stay was not paid in time; the nights are free again.',
    disputed: () => 'Nyumba: the guest reported a problem with a stay. The money is held for a moderator.',
    settled: () => 'Nyumba: a moderator decided about a stay. See your payments.',
    featured: (f: SmsMoney) =>
      `Nyumba: your listing is featured until ${f.until ?? ''}.${receipt(f, ' M-Pesa receipt ')}`,
  },
};

const sw: typeof en = {
  code: (code) =>
    `Nambari ya Nyumba: ${code}. Inathibitisha namba hii kwenye Nyumba kwa dakika ${PHONE_CODE_MINUTES}. Usimpe mtu: Nyumba haiiombi kamwe.`,
  listingCode: (code) =>
    `Nambari ya Nyumba: ${code}. Iweke ili namba hii ionekane kwenye tangazo lako. Inafanya kazi dakika ${PHONE_CODE_MINUTES}. Usimpe mtu.`,
  tenancyCode: (code) =>
    `Nambari ya Nyumba ya kutia sahihi mkataba wa upangaji: ${code}. Inafanya kazi dakika ${PHONE_CODE_MINUTES}. Tia sahihi mkataba uliosoma kwenye Nyumba tu.`,
  resetCode: (code) =>
    `Nambari ya Nyumba ya kuweka nenosiri jipya: ${code}. Inafanya kazi dakika ${PHONE_CODE_MINUTES}. Kama hukuiomba, puuza SMS hii.`,
  alreadyMember: (site) =>
    `Mtu amejaribu kujisajili kwenye Nyumba kwa namba hii, ambayo tayari ina akaunti. Umesahau nenosiri? Libadilishe: ${site}/forgot-password`,
  numberRemoved: () =>
    'Namba hii imeondolewa kwenye akaunti yako ya Nyumba. Kama si wewe, ingia uangalie akaunti yako sasa.',
  numberReplaced: () =>
    'Akaunti yako ya Nyumba sasa inaingia kwa namba nyingine. Kama si wewe, ingia uangalie akaunti yako sasa.',
  stop: (url) => `Acha SMS: ${url}`,
  message: (url) => `Nyumba: una ujumbe ambao hujausoma. ${url}`,
  stayRequested: (url) =>
    `Nyumba: mgeni anaomba tarehe kwenye nyumba yako. Jibu ndani ya saa ${STAY_HOLD_HOURS}: ${url}`,
  stayAnswered: (accepted, url, payBy = '') =>
    accepted && payBy
      ? `Nyumba: ombi lako la kukaa limekubaliwa. Lipa kwa M-Pesa kabla ya saa ${payBy} leo (dakika ${PAY_WITHIN_MINUTES}) la sivyo tarehe zitaachiliwa: ${url}`
      : `Nyumba: ombi lako la kukaa ${accepted ? 'limekubaliwa' : 'limekataliwa'}. ${url}`,
  stayCancelled: (url) => `Nyumba: kukaa kumeghairiwa. ${url}`,
  viewingRequested: (url) => `Nyumba: mtu anaomba kuona tangazo lako. Jibu: ${url}`,
  viewingAnswered: (confirmed, url, when = '') =>
    confirmed && when
      ? `Nyumba: kuona nyumba kumethibitishwa ${when}. Mahali na mwenye tangazo wako hapa: ${url}`
      : `Nyumba: ombi lako la kuona ${confirmed ? 'limethibitishwa' : 'limekataliwa'}. ${url}`,
  viewingReminder: (time, url) => `Nyumba: ukumbusho, kuona nyumba saa ${time} leo. ${url}`,
  stillAvailable: (url) => `Nyumba: je, tangazo lako bado linapatikana? Jibu kwa mguso mmoja: ${url}`,
  tenancyRequested: (url) => `Nyumba: mtu anaomba kupanga nyumba yako kwenye Nyumba. Jibu: ${url}`,
  tenancyNews: (url) => `Nyumba: kuna habari mpya kuhusu upangaji wako. ${url}`,
  tenancyKeys: (url) =>
    `Nyumba: leo ni siku ya kuhamia. Umepata funguo? Thibitisha kwenye Nyumba, au ripoti tatizo: ${url}`,
  jobNear: (url) => `Nyumba: kazi mpya ya fani yako karibu nawe. Toa bei kwenye Nyumba: ${url}`,
  jobNews: (url) => `Nyumba: kuna habari mpya kuhusu kazi yako. ${url}`,
  agencyInvite: (url) => `Nyumba: wakala anakualika ujiunge nao. Tazama mwaliko: ${url}`,
  agencyLead: (url) => `Nyumba: mteja wa wakala wako anasubiri jibu. Mjibu: ${url}`,
  details: (items, site) =>
    `Nyumba imekupatia:\n${items.map((item) => detailLine(item, site, 'sw')).join('\n')}\nLipa kwenye Nyumba tu au baada ya kuona.`,
  reply: {
    help: () =>
      'Nyumba kwa SMS: tuma NYUMBA, eneo, vyumba na bajeti yako ya juu, mf. NYUMBA Kilimani 2 30000, upate nyumba 3. Tuma ACHA kusitisha SMS za Nyumba.',
    noMatch: () => 'Nyumba: bado hakuna nyumba inayolingana. Jaribu eneo jingine au bajeti ya juu.',
    badSearch: () => 'Nyumba: tuma NYUMBA, eneo, vyumba na bajeti yako ya juu, mf. NYUMBA Kilimani 2 30000.',
  },
  jobRelease: (hours, url) =>
    `Nyumba: fundi amesema kazi yako imekamilika. Pesa zinamfikia baada ya saa ${hours} usiporipoti tatizo: ${url}`,
  money: {
    paid: (f) =>
      `Nyumba: umelipa ${ksh(f.amount)} kwa kukaa kwako.${receipt(f, ' Risiti ya M-Pesa ')} Zinashikiliwa hadi saa ${PAYOUT_AFTER_CHECK_IN_HOURS} baada ya kuingia.`,
    paidHost: () =>
      `Nyumba: mgeni amelipia kukaa kwenye nyumba yako. Utalipwa saa ${PAYOUT_AFTER_CHECK_IN_HOURS} baada ya kuingia.`,
    payout: (f) => `Nyumba imekutumia ${ksh(f.amount)} kwa kukaa.${receipt(f, ' Risiti ya M-Pesa ')}`,
    refund: (f) => `Nyumba imerudisha ${ksh(f.amount)} kwa kukaa.${receipt(f, ' Risiti ya M-Pesa ')}`,
    lapsed: () => 'Nyumba: malazi hayakulipwa kwa wakati; usiku huo uko wazi tena.',
    disputed: () => 'Nyumba: mgeni ameripoti tatizo na malazi. Pesa zimeshikiliwa kwa msimamizi.',
    settled: () => 'Nyumba: msimamizi ameamua kuhusu malazi. Tazama malipo yako.',
    featured: (f) => `Nyumba: tangazo lako limeangaziwa hadi ${f.until ?? ''}.${receipt(f, ' Risiti ya M-Pesa ')}`,
  },
};

export const smsTexts = (language: string | null | undefined): typeof en => ((language as Language) === 'sw' ? sw : en);

/** The GSM 03.38 basic set (and its extension table): text made only of these goes 160 to a part. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

export const isGsm7 = (text: string) => GSM7.test(text);
