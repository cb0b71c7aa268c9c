import type { Messages } from '../en';

// Swahili of en/app.ts. Terms follow docs/glossary-sw.md.
export const app: Messages['app'] = {
  name: 'Nyumba',
  homeLinkLabel: 'Nyumba, nenda ukurasa wa mwanzo',
  skipToContent: 'Ruka hadi maudhui',
  documentTitle: '{{page}} · Nyumba',
  loading: 'Inapakia…',
  notBuiltYet: 'Skrini hii bado haijatengenezwa.',
  footerTagline: 'Nyumba na mafundi wa kuaminika kote Kenya.',
  footerCopyright: '© {{year}} Nyumba',
  notices: {
    signedOut: 'Umetoka kwenye akaunti.',
    listingDeleted: 'Tangazo limefutwa.',
    postPublished: 'Makala imechapishwa.',
    postUpdated: 'Makala imesasishwa.',
    savedRemoved: 'Limeondolewa kwenye matangazo uliyohifadhi.',
    undo: 'Rudisha',
    undoFailed: 'Imeshindikana kulirudisha. Tafadhali jaribu tena.',
    accountDeleted: 'Akaunti yako imefutwa.',
  },
  drafts: {
    offer: 'Una rasimu ambayo haijahifadhiwa ya {{when}}.',
    restore: 'Rejesha rasimu',
    discard: 'Itupe',
    leaveTitle: 'Uondoke bila kutuma? Ulichoandika kitabaki kama rasimu kwenye kifaa hiki.',
    leave: 'Ondoka',
    stay: 'Endelea kuhariri',
  },
  language: {
    label: 'Lugha',
    other: 'English',
    switchTo: 'Change language: English',
    current: 'Kiswahili',
  },
  offline: {
    banner: 'Huna mtandao. Unachoona kilihifadhiwa kwenye simu hii awali.',
    form: 'Huna mtandao. Unachoandika kinabaki hapa; utaweza kukituma ukirudi mtandaoni.',
    title: 'Huna mtandao',
    notKept:
      'Ukurasa huu haukuhifadhiwa kwenye simu hii. Kurasa ulizofungua awali, na matangazo uliyohifadhi, bado hufunguka bila mtandao.',
    retry: 'Jaribu tena',
    saved: 'Matangazo uliyohifadhi',
  },
  list: { loadMore: 'Pakia zaidi', loadingMore: 'Inapakia zaidi…', retry: 'Jaribu tena' },
};
