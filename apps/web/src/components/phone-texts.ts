import type { Language } from '@nyumba/domain';

/**
 * The words of signing up, in and back by phone, and of proving a number with a code, both
 * languages: for the auth screens and Settings (their own chunks), not in the shared texts
 * that ride in every visitor's first load.
 */
const en = {
  byPhone: 'Phone number',
  byEmail: 'E-mail',
  choose: 'Sign in with',
  chooseUp: 'Sign up with',
  phone: 'Phone number',
  phoneHint: 'A Kenyan mobile number, like 0712 345 678. We send a code to it by SMS.',
  codeTitle: 'Enter the code',
  codeBody: (to: string) => `We sent a 6-digit code by SMS to ${to}. It works for 10 minutes.`,
  code: 'Code from the SMS',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `A new code in ${seconds} s`,
  resent: 'A new code is on its way.',
  change: 'Use another number',
  forgotSubtitle: 'Enter the phone number of your account: we send a code by SMS to set a new password.',
  sendCode: 'Send the code',
  sending: 'Sending...',
  newPassword: 'New password',
  save: 'Save the new password',
  saving: 'Saving...',
  saved: 'Your password was changed. Sign in with the new one.',
};

const sw: typeof en = {
  byPhone: 'Namba ya simu',
  byEmail: 'Barua pepe',
  choose: 'Ingia kwa',
  chooseUp: 'Jisajili kwa',
  phone: 'Namba ya simu',
  phoneHint: 'Namba ya simu ya mkononi ya Kenya, kama 0712 345 678. Tunakutumia nambari ya kuthibitisha kwa SMS.',
  codeTitle: 'Weka nambari',
  codeBody: (to) => `Tumetuma nambari ya tarakimu 6 kwa SMS kwenda ${to}. Inafanya kazi kwa dakika 10.`,
  code: 'Nambari kutoka kwenye SMS',
  confirm: 'Thibitisha',
  confirming: 'Inathibitisha...',
  resend: 'Tuma nambari mpya',
  resendIn: (seconds) => `Nambari mpya baada ya sekunde ${seconds}`,
  resent: 'Nambari mpya inakuja.',
  change: 'Tumia namba nyingine',
  forgotSubtitle: 'Weka namba ya simu ya akaunti yako: tunakutumia nambari kwa SMS ili uweke nenosiri jipya.',
  sendCode: 'Tuma nambari',
  sending: 'Inatuma...',
  newPassword: 'Nenosiri jipya',
  save: 'Hifadhi nenosiri jipya',
  saving: 'Inahifadhi...',
  saved: 'Nenosiri lako limebadilishwa. Ingia kwa jipya.',
};

export const phoneTexts = (language: Language) => (language === 'sw' ? sw : en);
export type PhoneTexts = typeof en;

/** The code form's labels, in the words of the auth screens. */
export function codeFormLabels(words: PhoneTexts, sentTo: string) {
  return {
    title: words.codeTitle,
    body: words.codeBody(sentTo),
    code: words.code,
    confirm: words.confirm,
    confirming: words.confirming,
    resend: words.resend,
    resendIn: words.resendIn,
  };
}
