import type { MessageCode } from '@nyumba/domain';

// The server's sentences about phone numbers proven by SMS (issue 39) in Swahili, by code.
export const phoneMessages = {
  // phone
  'phone.required': 'Weka namba yako ya simu',
  'phone.not-mobile': 'Weka namba ya simu ya mkononi ya Kenya, kama 0712 345 678',
  'phone.code-format': 'Weka nambari ya tarakimu 6 kutoka kwenye SMS',
  'phone.code-sent': 'Tumetuma nambari ya tarakimu 6 kwa SMS. Inafanya kazi kwa dakika 10.',
  'phone.code-wrong': 'Nambari hiyo si sahihi. Angalia SMS ujaribu tena.',
  'phone.code-expired': 'Nambari hiyo imeisha muda au imebadilishwa. Omba mpya.',
  'phone.locked': 'Nambari nyingi mno zisizo sahihi. Jaribu tena baada ya dakika 15, au omba nambari mpya wakati huo.',
  'phone.resend-wait': 'Subiri dakika moja kabla ya kuomba nambari nyingine.',
  'phone.codes-limit': 'Nambari nyingi mno zimetumwa kwa namba hii au kutoka akaunti hii. Jaribu tena baadaye.',
  'phone.sms-busy': 'Hatuwezi kutuma nambari sasa hivi. Jaribu tena baada ya saa moja.',
  'phone.taken':
    'Namba hiyo imethibitishwa kwenye akaunti nyingine ya Nyumba. Inaweza kuongezwa hapa ikishaondolewa huko (au akaunti hiyo ikifutwa).',
  'phone.proven': 'Namba yako imethibitishwa.',
  'phone.removed': 'Namba yako imeondolewa kwenye akaunti yako.',
  'phone.none': 'Hakuna namba kwenye akaunti yako.',
  'phone.only-sign-in': 'Namba hii ndiyo unayoingia nayo. Ongeza barua pepe kwanza, au badilisha namba badala yake.',
  'phone.already-yours': 'Hiyo tayari ni namba iliyo kwenye akaunti yako.',
  'phone.code-used': 'Nambari hiyo imetumika sasa hivi. Omba mpya.',
  'phone.invalid-credentials': 'Namba ya simu au nenosiri si sahihi',
  'phone.features-off': 'Namba za simu hazitumiki kwenye seva hii.',
  'phone.needed-to-hold-more':
    'Thibitisha namba yako ya simu kwenye Mipangilio ili ushikilie zaidi ya oda moja kwa wakati mmoja.',
  'phone.listing-number-pending':
    'Tumetuma nambari kwa namba ya simu ya tangazo. Iweke ili kuchapisha tangazo: namba zilizothibitishwa na watangazaji wake tu ndizo huonyeshwa.',
  'phone.listing-number-proven': 'Namba imethibitishwa: tangazo lako limechapishwa.',
  'phone.listing-number-not-pending': 'Namba ya tangazo hili tayari imethibitishwa.',
  'phone.sms-notices-saved': 'Mipangilio ya SMS imehifadhiwa',
  'phone.sms-stopped': 'Hutapata taarifa zaidi za SMS kutoka Nyumba. Ziwashe tena kwenye Mipangilio.',
  'phone.sms-stop-invalid': 'Kiungo hiki si halali tena.',
  'phone.not-found': 'Haipatikani',
} satisfies Partial<Record<MessageCode, string>>;
