import { COPY_HELD_REASON, isLanguage, type Language } from '@nyumba/domain';

/**
 * Every mail's words, in English and Swahili: a person's mails come in the language
 * they use Nyumba in (users.language, set at sign-up and by the app's switch). Names,
 * titles and reasons people wrote stay as written.
 */
type Content = { subject: string; paragraphs: string[]; action: string };

export interface MailTexts {
  footer: string;
  // A mail to an address nobody has confirmed yet names nothing the person who asked for it
  // chose (no username): whoever types a stranger's address must not be able to write to them.
  verify: (hours: number) => Content;
  /** The account's name only when its address is confirmed (else null). */
  signUpNotice: (username: string | null) => Content;
  emailChange: (hours: number) => Content;
  emailChangeNotice: (username: string, newEmail: string) => Omit<Content, 'action'> & { action: string };
  passwordReset: (username: string | null) => Content;
  moderated: (input: {
    kind: 'listing' | 'post';
    title: string;
    owner: string;
    removed: boolean;
    reason: string;
  }) => Content;
  suspended: (name: string, reason: string) => Omit<Content, 'action'>;
  /** A message left unread for ten minutes: who wrote, about which listing, and the text itself. */
  messageWaiting: (from: string, listing: string, text: string) => Content & { settings: string };
  /** Why a listing copying another lister's is held (COPY_HELD_REASON, in the lister's language). */
  copyHeld: string;
  /** The "still available?" reminder: `gone` is how the listing's type ends (let, sold, or none). */
  stillAvailable: (input: { owner: string; title: string; days: number; gone: 'let' | 'sold' | null }) => {
    subject: string;
    paragraphs: string[];
    yes: string;
    gone: string | null;
    pause: string;
  };
  alert: {
    count: (total: number) => string;
    subject: (count: string, name: string) => string;
    intro: (count: string, name: string) => string;
    introHtml: string;
    more: (more: number) => string;
    seeAll: string;
    manage: string;
    stop: string;
    because: string;
    unsubscribe: string;
  };
}

const en: MailTexts = {
  footer: 'Nyumba: homes and home services in Kenya.',
  verify: (hours) => ({
    subject: 'Confirm your email address for Nyumba',
    paragraphs: [
      `Welcome to Nyumba. Confirm that this address is yours to finish signing up: then you can publish listings and blog posts.`,
      `The link below works once, within ${hours} hours. If you did not sign up, ignore this message and nothing happens.`,
    ],
    action: 'Confirm my email',
  }),
  signUpNotice: (username) => ({
    subject: 'Someone tried to sign up to Nyumba with your address',
    paragraphs: [
      `Someone tried to create a Nyumba account with this address, which already belongs to ${username ? `the account ${username}` : 'a Nyumba account'}. No new account was made.`,
      `If it was you, sign in instead. If you have forgotten your password, set a new one with the link below. If it was not you, you need do nothing.`,
    ],
    action: 'Set a new password',
  }),
  emailChange: (hours) => ({
    subject: 'Confirm your new email address for Nyumba',
    paragraphs: [
      'A Nyumba account asked to use this address from now on.',
      `Follow the link below within ${hours} hours to make the change. If you did not ask, ignore this message and nothing changes.`,
    ],
    action: 'Confirm my new email',
  }),
  emailChangeNotice: (username, newEmail) => ({
    subject: 'Your Nyumba email address is being changed',
    paragraphs: [
      `Someone signed in to your Nyumba account ${username} asked to change its email address to ${newEmail}. It changes only when that address confirms it.`,
      'If this was not you, change your password now: that signs every other device out.',
    ],
    action: 'Set a new password',
  }),
  passwordReset: (username) => ({
    subject: 'Set a new password for Nyumba',
    paragraphs: [
      `Someone, hopefully you, asked to set a new password for ${username ? `the Nyumba account ${username}` : 'the Nyumba account that uses this address'}.`,
      `The link below works once, for one hour. If you did not ask, ignore this message: your password stays as it is.`,
    ],
    action: 'Set a new password',
  }),
  moderated: ({ kind, title, owner, removed, reason }) => ({
    subject: `Your ${kind} "${title}" was ${removed ? 'removed' : 'hidden'}`,
    paragraphs: [
      `Hello ${owner}, your ${kind} "${title}" on Nyumba was ${removed ? 'removed' : 'hidden while a moderator reviews it'}.`,
      `The reason: ${reason}`,
      `You can still see it on your own page. If you think this is a mistake, reply to this message.`,
    ],
    action: `See my ${kind}s`,
  }),
  suspended: (name, reason) => ({
    subject: 'Your Nyumba account was suspended',
    paragraphs: [
      `Hello ${name}, a Nyumba moderator suspended your account: you cannot sign in, and your listings and posts are hidden.`,
      `The reason: ${reason}`,
      'If you think this is a mistake, reply to this message.',
    ],
  }),
  messageWaiting: (from, listing, text) => ({
    subject: `${from} sent you a message about "${listing}"`,
    paragraphs: [
      `${from} wrote to you on Nyumba about "${listing}":`,
      text,
      'Reply on Nyumba to keep your conversation in one place.',
    ],
    action: 'Read and reply',
    settings: 'You get this because a message waited unread for 10 minutes. Turn these e-mails off in Settings.',
  }),
  copyHeld: COPY_HELD_REASON,
  stillAvailable: ({ owner, title, days, gone }) => ({
    subject: `Is "${title}" still available?`,
    paragraphs: [
      `Hello ${owner},`,
      `Is "${title}" still available? Listings nobody confirms leave search: answer within ${days} days and it stays.`,
      'One tap is enough; you do not need to sign in.',
    ],
    yes: 'Yes, still available',
    gone: gone === 'let' ? 'It is let' : gone === 'sold' ? 'It is sold' : null,
    pause: 'Pause it',
  }),
  alert: {
    count: (total) => (total === 1 ? '1 new listing' : `${total} new listings`),
    subject: (count, name) => `${count} for "${name}"`,
    intro: (count, name) => `${count} on Nyumba match your alert "${name}".`,
    introHtml: 'match your alert',
    more: (more) => `And ${more} more.`,
    seeAll: 'See them all',
    manage: 'Manage your alerts',
    stop: 'Stop these e-mails',
    because: 'You get this because you saved this search on Nyumba.',
    unsubscribe: 'Unsubscribe',
  },
};

const sw: MailTexts = {
  footer: 'Nyumba: nyumba na huduma za nyumbani Kenya.',
  verify: (hours) => ({
    subject: 'Thibitisha anwani yako ya barua pepe ya Nyumba',
    paragraphs: [
      `Karibu Nyumba. Thibitisha kwamba anwani hii ni yako ili ukamilishe usajili: kisha utaweza kuchapisha matangazo na makala za blogu.`,
      `Kiungo kilicho hapa chini kinafanya kazi mara moja, ndani ya saa ${hours}. Kama hukujisajili, puuza ujumbe huu na hakuna kitakachotokea.`,
    ],
    action: 'Thibitisha barua pepe yangu',
  }),
  signUpNotice: (username) => ({
    subject: 'Mtu amejaribu kujisajili Nyumba kwa anwani yako',
    paragraphs: [
      `Mtu amejaribu kufungua akaunti ya Nyumba kwa anwani hii, ambayo tayari ni ya ${username ? `akaunti ${username}` : 'akaunti ya Nyumba'}. Hakuna akaunti mpya iliyofunguliwa.`,
      `Kama ni wewe, ingia badala yake. Kama umesahau nenosiri lako, weka jipya kwa kiungo kilicho hapa chini. Kama si wewe, huhitaji kufanya lolote.`,
    ],
    action: 'Weka nenosiri jipya',
  }),
  emailChange: (hours) => ({
    subject: 'Thibitisha anwani yako mpya ya barua pepe ya Nyumba',
    paragraphs: [
      'Akaunti ya Nyumba imeomba kutumia anwani hii kuanzia sasa.',
      `Fuata kiungo kilicho hapa chini ndani ya saa ${hours} ili kufanya mabadiliko. Kama hukuomba, puuza ujumbe huu na hakuna kitakachobadilika.`,
    ],
    action: 'Thibitisha barua pepe yangu mpya',
  }),
  emailChangeNotice: (username, newEmail) => ({
    subject: 'Anwani yako ya barua pepe ya Nyumba inabadilishwa',
    paragraphs: [
      `Mtu aliyeingia kwenye akaunti yako ya Nyumba ${username} ameomba kubadilisha anwani yake ya barua pepe kuwa ${newEmail}. Itabadilika tu anwani hiyo ikithibitisha.`,
      'Kama si wewe, badilisha nenosiri lako sasa: hilo litatoa kila kifaa kingine kwenye akaunti.',
    ],
    action: 'Weka nenosiri jipya',
  }),
  passwordReset: (username) => ({
    subject: 'Weka nenosiri jipya la Nyumba',
    paragraphs: [
      `Mtu, tunatumaini ni wewe, ameomba kuweka nenosiri jipya la ${username ? `akaunti ya Nyumba ${username}` : 'akaunti ya Nyumba inayotumia anwani hii'}.`,
      `Kiungo kilicho hapa chini kinafanya kazi mara moja, kwa saa moja. Kama hukuomba, puuza ujumbe huu: nenosiri lako litabaki lilivyo.`,
    ],
    action: 'Weka nenosiri jipya',
  }),
  moderated: ({ kind, title, owner, removed, reason }) => {
    const what = kind === 'listing' ? 'Tangazo lako' : 'Makala yako';
    const done =
      kind === 'listing'
        ? removed
          ? 'limeondolewa'
          : 'limefichwa huku msimamizi akilikagua'
        : removed
          ? 'imeondolewa'
          : 'imefichwa huku msimamizi akiikagua';
    return {
      subject: `${what} "${title}" ${removed ? done : kind === 'listing' ? 'limefichwa' : 'imefichwa'}`,
      paragraphs: [
        `Habari ${owner}, ${what.toLowerCase()} "${title}" kwenye Nyumba ${done}.`,
        `Sababu: ${reason}`,
        `Bado unaweza ${kind === 'listing' ? 'kuliona' : 'kuiona'} kwenye ukurasa wako. Kama unadhani ni kosa, jibu ujumbe huu.`,
      ],
      action: kind === 'listing' ? 'Tazama matangazo yangu' : 'Tazama makala zangu',
    };
  },
  suspended: (name, reason) => ({
    subject: 'Akaunti yako ya Nyumba imesimamishwa',
    paragraphs: [
      `Habari ${name}, msimamizi wa Nyumba amesimamisha akaunti yako: huwezi kuingia, na matangazo na makala zako zimefichwa.`,
      `Sababu: ${reason}`,
      'Kama unadhani ni kosa, jibu ujumbe huu.',
    ],
  }),
  messageWaiting: (from, listing, text) => ({
    subject: `${from} amekutumia ujumbe kuhusu "${listing}"`,
    paragraphs: [
      `${from} amekuandikia kwenye Nyumba kuhusu "${listing}":`,
      text,
      'Jibu kwenye Nyumba ili mazungumzo yenu yabaki mahali pamoja.',
    ],
    action: 'Soma na ujibu',
    settings:
      'Unapata ujumbe huu kwa sababu ujumbe ulisubiri bila kusomwa kwa dakika 10. Zima barua pepe hizi kwenye Mipangilio.',
  }),
  copyHeld:
    'Picha au maelezo yake yanalingana na tangazo la mtangazaji mwingine. Msimamizi atayalinganisha; litachapishwa ikiwa ni lako.',
  stillAvailable: ({ owner, title, days, gone }) => ({
    subject: `Je, "${title}" bado inapatikana?`,
    paragraphs: [
      `Habari ${owner},`,
      `Je, "${title}" bado inapatikana? Matangazo yasiyothibitishwa huondolewa kwenye utafutaji: jibu ndani ya siku ${days} nalo litabaki.`,
      'Mguso mmoja unatosha; huhitaji kuingia.',
    ],
    yes: 'Ndiyo, bado inapatikana',
    gone: gone === 'let' ? 'Imeshapangishwa' : gone === 'sold' ? 'Imeshauzwa' : null,
    pause: 'Isimamishe',
  }),
  alert: {
    count: (total) => (total === 1 ? 'Tangazo 1 jipya' : `Matangazo ${total} mapya`),
    subject: (count, name) => `${count} ya "${name}"`,
    intro: (count, name) => `${count} kwenye Nyumba yanalingana na arifa yako "${name}".`,
    introHtml: 'yanalingana na arifa yako',
    more: (more) => `Na mengine ${more}.`,
    seeAll: 'Yaone yote',
    manage: 'Simamia arifa zako',
    stop: 'Acha barua pepe hizi',
    because: 'Unapata ujumbe huu kwa sababu ulihifadhi utafutaji huu kwenye Nyumba.',
    unsubscribe: 'Jiondoe',
  },
};

const TEXTS: Record<Language, MailTexts> = { en, sw };

/** The words of a person's mails: their language, English when they never chose one. */
export function mailTexts(language: string | null | undefined): MailTexts {
  return TEXTS[isLanguage(language) ? language : 'en'];
}
