import { VIEWING_REMIND_HOURS, type Language, type SmsNoticeKind } from '@nyumba/domain';

/** The words of Settings' phone number and SMS notices, both languages (their own chunk). */
const en = {
  row: 'Phone number',
  none: 'None yet: add it to sign in by phone and get SMS',
  verifiedSince: (number: string, since: string) => `${number} · Phone proven since ${since}`,
  why: 'A number proven by SMS is how people on Nyumba know you are you: your listings show it as "Phone proven", and it lets you hold more than one booking and have your reviews published at once.',
  add: 'Send the code',
  adding: 'Sending...',
  change: 'Change the number',
  newNumber: 'New phone number',
  remove: 'Remove the number',
  removing: 'Removing...',
  password: 'Current password',
  passwordHint: 'Changing or removing a proven number asks for your password.',
  cancel: 'Cancel',
  notices: 'SMS notices',
  noticesHint:
    'At most 5 a day, none between 21:00 and 07:00 except viewing reminders. Each SMS has a link to stop them.',
  kinds: {
    message: 'A new message unread for 10 minutes',
    booking: 'A booking request or its answer',
    reminder: `A viewing reminder ${VIEWING_REMIND_HOURS} hours before`,
    stay: 'A stay accepted or cancelled',
  } satisfies Record<SmsNoticeKind, string>,
  save: 'Save SMS settings',
  saving: 'Saving...',
  saved: 'SMS settings saved',
  stopping: 'Stopping SMS notices...',
  stopInvalid: 'This link is not valid any more. Choose your SMS notices in Settings.',
  stopFailed: 'We could not stop them just now. Check your connection and try again.',
  retry: 'Try again',
  manage: 'Open Settings',
};

const sw: typeof en = {
  row: 'Namba ya simu',
  none: 'Bado hakuna: iongeze ili uingie kwa simu na upate SMS',
  verifiedSince: (number, since) => `${number} · Simu imethibitishwa tangu ${since}`,
  why: 'Namba iliyothibitishwa kwa SMS ndiyo njia watu wa Nyumba wanajua ni wewe: matangazo yako yanaonyesha "Simu imethibitishwa", na inakuwezesha kushikilia zaidi ya oda moja na maoni yako kuchapishwa mara moja.',
  add: 'Tuma nambari',
  adding: 'Inatuma...',
  change: 'Badilisha namba',
  newNumber: 'Namba mpya ya simu',
  remove: 'Ondoa namba',
  removing: 'Inaondoa...',
  password: 'Nenosiri la sasa',
  passwordHint: 'Kubadilisha au kuondoa namba iliyothibitishwa kunahitaji nenosiri lako.',
  cancel: 'Ghairi',
  notices: 'Taarifa kwa SMS',
  noticesHint:
    'Zisizozidi 5 kwa siku, hakuna kati ya saa 3 usiku na saa 1 asubuhi isipokuwa vikumbusho vya kuona nyumba. Kila SMS ina kiungo cha kuzisimamisha.',
  kinds: {
    message: 'Ujumbe mpya ambao haujasomwa kwa dakika 10',
    booking: 'Ombi la oda au jibu lake',
    reminder: `Kikumbusho cha kuona nyumba saa ${VIEWING_REMIND_HOURS} kabla`,
    stay: 'Malazi yamekubaliwa au kughairiwa',
  },
  save: 'Hifadhi mipangilio ya SMS',
  saving: 'Inahifadhi...',
  saved: 'Mipangilio ya SMS imehifadhiwa',
  stopping: 'Inasimamisha taarifa za SMS...',
  stopInvalid: 'Kiungo hiki si halali tena. Chagua taarifa zako za SMS kwenye Mipangilio.',
  stopFailed: 'Hatukuweza kuzisimamisha sasa hivi. Angalia mtandao wako ujaribu tena.',
  retry: 'Jaribu tena',
  manage: 'Fungua Mipangilio',
};

export const phoneSettingsTexts = (language: Language) => (language === 'sw' ? sw : en);
