import type { Messages } from '../en';

export const auth: Messages['auth'] = {
  signIn: {
    title: 'Ingia',
    subtitle: 'Karibu tena Nyumba.',
    submit: 'Ingia',
    busy: 'Inaingia...',
    noAccount: 'Huna akaunti?',
    signUpLink: 'Jisajili',
    forgot: 'Umesahau nenosiri?',
  },
  forgot: {
    title: 'Umesahau nenosiri lako?',
    subtitle: 'Weka anwani ya barua pepe ya akaunti yako nasi tutakutumia kiungo cha kuweka jipya.',
    submit: 'Tuma kiungo',
    busy: 'Inatuma...',
    back: 'Rudi kuingia',
  },
  reset: {
    title: 'Weka nenosiri jipya',
    subtitle: 'Chagua nenosiri jipya la akaunti yako ya Nyumba.',
    newPassword: 'Nenosiri jipya',
    submit: 'Hifadhi nenosiri jipya',
    busy: 'Inahifadhi...',
    noToken: 'Kiungo hiki hakijakamilika. Fungua tena kiungo kutoka kwenye barua pepe, au omba kipya.',
    askAgain: 'Omba kiungo kipya',
  },
  signUp: {
    title: 'Jisajili',
    subtitle: 'Fungua akaunti ili utangaze, uhifadhi na uandike kuhusu nyumba.',
    submit: 'Jisajili',
    busy: 'Inasajili...',
    haveAccount: 'Tayari una akaunti?',
    signInLink: 'Ingia',
    checkTitle: 'Angalia barua pepe yako',
    checkBody:
      'Tumetuma ujumbe kwa {{email}}. Fuata kiungo kilichomo ili kukamilisha usajili. Hakuna kitu? Angalia kwenye spam, au kitume tena.',
    checkSignIn: 'Nenda kuingia',
  },
  verify: {
    title: 'Thibitisha barua pepe yako',
    subtitle: 'Tunathibitisha anwani ya akaunti yako ya Nyumba.',
    checking: 'Inathibitisha anwani yako ya barua pepe...',
    confirmed: 'Anwani yako ya barua pepe imethibitishwa. Karibu Nyumba!',
    noToken: 'Kiungo hiki hakijakamilika. Fungua tena kiungo kutoka kwenye barua pepe, au omba kipya.',
    emailForLink: 'Anwani yako ya barua pepe, kwa kiungo kipya',
    resend: 'Tuma kiungo tena',
    sending: 'Inatuma...',
    unconfirmedTitle: 'Thibitisha anwani yako ya barua pepe ili uchapishe',
    unconfirmedBody:
      'Tumetuma kiungo kwa {{email}}. Kifuate ili uchapishe matangazo na makala; hadi hapo unaweza kutazama, kuhifadhi na kuandaa rasimu.',
  },
  orContinueWith: 'au endelea na',
  google: {
    continue: 'Endelea na Google',
    notConfigured: 'Kuingia kwa Google hakujawekwa',
    errors: {
      not_configured: 'Kuingia kwa Google hakujawekwa',
      unavailable: 'Kuingia kwa Google hakupatikani sasa hivi. Tafadhali jaribu tena baadaye.',
      invalid_token: 'Kuingia kwa Google kumeshindikana. Tafadhali jaribu tena.',
      replayed: 'Kuingia kwa Google kumeshindikana. Tafadhali jaribu tena.',
      cancelled: 'Kuingia kwa Google kumesitishwa.',
      expired: 'Kuingia kwa Google kumechukua muda mrefu mno. Tafadhali jaribu tena.',
      no_email: 'Akaunti yako ya Google haikutoa anwani ya barua pepe.',
      unverified: 'Anwani yako ya barua pepe ya Google haijathibitishwa, kwa hivyo haiwezi kutumika kuingia.',
      linked_elsewhere: 'Anwani hii ya barua pepe imeunganishwa na akaunti nyingine ya Google.',
      password_first:
        'Tayari kuna akaunti yenye barua pepe hii. Ingia kwanza kwa nenosiri lako, kisha utumie Endelea na Google kuiunganisha.',
      suspended: 'Akaunti hii imesimamishwa. Tuandikie ikiwa unadhani ni kosa.',
    },
  },
  errors: { generic: 'Kuna tatizo' },
};
