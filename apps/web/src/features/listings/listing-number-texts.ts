import type { Language } from '@nyumba/domain';

/** The words of a listing's phone number proof, both languages. */
const en = {
  pendingTitle: 'Not public yet: prove its phone number',
  pendingBody: (to: string | undefined) =>
    to
      ? `We sent a 6-digit code by SMS to ${to}. Enter it to publish this listing: Nyumba shows only numbers their listers proved.`
      : "Enter the code we sent by SMS to this listing's number to publish it, or ask for a new one.",
  unprovenTitle: 'Its phone number is not proven',
  unprovenBody: 'Prove it with a code by SMS: your listing then shows "Phone proven", which clients look for.',
  sendCode: 'Send a code',
  sending: 'Sending...',
  code: 'Code from the SMS',
  confirm: 'Publish',
  confirming: 'Checking...',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `A new code in ${seconds} s`,
  createdPending: 'Listing saved. Enter the code we sent to its phone number to publish it.',
};

const sw: typeof en = {
  pendingTitle: 'Bado halijachapishwa: thibitisha namba yake ya simu',
  pendingBody: (to) =>
    to
      ? `Tumetuma nambari ya tarakimu 6 kwa SMS kwenda ${to}. Iweke ili kuchapisha tangazo hili: Nyumba huonyesha namba zilizothibitishwa tu.`
      : 'Weka nambari tuliyotuma kwa SMS kwa namba ya tangazo hili ili kulichapisha, au omba mpya.',
  unprovenTitle: 'Namba yake ya simu haijathibitishwa',
  unprovenBody:
    'Ithibitishe kwa nambari ya SMS: tangazo lako litaonyesha "Simu imethibitishwa", ambayo wateja hutafuta.',
  sendCode: 'Tuma nambari',
  sending: 'Inatuma...',
  code: 'Nambari kutoka kwenye SMS',
  confirm: 'Chapisha',
  confirming: 'Inakagua...',
  resend: 'Tuma nambari mpya',
  resendIn: (seconds) => `Nambari mpya baada ya sekunde ${seconds}`,
  createdPending: 'Tangazo limehifadhiwa. Weka nambari tuliyotuma kwa namba yake ya simu ili kulichapisha.',
};

export const listingNumberTexts = (language: Language) => (language === 'sw' ? sw : en);
