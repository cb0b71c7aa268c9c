/** The privacy centre's mails, in the person's language. */
const english = {
  exportReadySubject: 'Your copy of your Nyumba data is ready',
  exportReady: (days: number) =>
    `The copy of your data you asked for is ready. Download it from Settings > Privacy while signed in; ` +
    `the link works for ${days} days. If you did not ask for it, change your password now.`,
  exportReadyAction: 'Open Privacy',
  deletedSubject: 'Your Nyumba account has been deleted',
  deleted: (years: number) =>
    `Your account, listings, photos, posts, saved items and the words of your messages have been deleted. ` +
    `Payment records and receipts are kept without your name for ${years} years, as the law requires. ` +
    `If you did not do this, reply to this mail at once.`,
};

const swahili: typeof english = {
  exportReadySubject: 'Nakala ya data yako ya Nyumba iko tayari',
  exportReady: (days: number) =>
    `Nakala ya data yako uliyoomba iko tayari. Ipakue kutoka Mipangilio > Faragha ukiwa umeingia; ` +
    `kiungo kinafanya kazi kwa siku ${days}. Ikiwa hukuiomba, badilisha nenosiri lako sasa.`,
  exportReadyAction: 'Fungua Faragha',
  deletedSubject: 'Akaunti yako ya Nyumba imefutwa',
  deleted: (years: number) =>
    `Akaunti yako, matangazo, picha, makala, vilivyohifadhiwa na maneno ya jumbe zako vimefutwa. ` +
    `Kumbukumbu za malipo na risiti zinahifadhiwa bila jina lako kwa miaka ${years}, kama sheria inavyotaka. ` +
    `Ikiwa si wewe uliyefanya hivi, jibu barua hii mara moja.`,
};

export const privacyTexts = (language: string | null | undefined) => (language === 'sw' ? swahili : english);
