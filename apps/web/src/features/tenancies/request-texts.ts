import { TENANCY_FIRST_MONTH_BACK_DAYS, type Language } from '@nyumba/domain';

/**
 * The words of "Rent this home on Nyumba" on a rental listing's page, in both languages: in
 * the tenancies' own chunk, never in the listing page's first load.
 */
const en = {
  title: 'Rent this home on Nyumba',
  protectedTitle: 'Rent protected by Nyumba',
  protectedBody:
    'You pay the first month and the deposit by M-Pesa to Nyumba, never to a stranger. Nyumba holds the first month until you have the keys, and the deposit until you move out.',
  figures: (rent: string, deposit: string, months: number, total: string) =>
    `${rent} a month + deposit ${deposit} (${months === 1 ? '1 month' : `${months} months`}) = ${total}, paid once you both sign.`,
  noDeposit: (rent: string) => `${rent} a month, the first month paid once you both sign. No deposit.`,
  cancelRule: `Cancel before moving in and you get the deposit back, and the first month too up to ${TENANCY_FIRST_MONTH_BACK_DAYS} days before the move-in date.`,
  moveIn: 'Move-in date',
  length: 'How long',
  openEnded: 'Open-ended (until notice)',
  monthsOption: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  message: 'Message to the lister',
  defaultMessage: 'Hello, I would like to rent this home. Is it still available from this date?',
  send: 'Ask to rent',
  sending: 'Sending…',
  openTenancy: 'Open the tenancy',
  myTenancies: 'My tenancies',
  proveNumber: 'Prove your number in Settings',
  signIn: 'Sign in to rent this home',
  failed: 'We could not send your request. Check your connection and try again.',
};

const sw: typeof en = {
  title: 'Panga nyumba hii kupitia Nyumba',
  protectedTitle: 'Kodi inalindwa na Nyumba',
  protectedBody:
    'Unalipa mwezi wa kwanza na amana kwa M-Pesa kwa Nyumba, si kwa mtu usiyemjua. Nyumba inashikilia mwezi wa kwanza hadi upate funguo, na amana hadi utakapohama.',
  figures: (rent, deposit, months, total) =>
    `${rent} kwa mwezi + amana ${deposit} (kodi ya miezi ${months}) = ${total}, inalipwa mkishatia sahihi nyote wawili.`,
  noDeposit: (rent) => `${rent} kwa mwezi, mwezi wa kwanza unalipwa mkishatia sahihi nyote wawili. Hakuna amana.`,
  cancelRule: `Ukighairi kabla ya kuhamia unarudishiwa amana, na mwezi wa kwanza pia hadi siku ${TENANCY_FIRST_MONTH_BACK_DAYS} kabla ya tarehe ya kuhamia.`,
  moveIn: 'Tarehe ya kuhamia',
  length: 'Kwa muda gani',
  openEnded: 'Bila muda maalum (hadi notisi)',
  monthsOption: (n) => `miezi ${n}`,
  message: 'Ujumbe kwa mtangazaji',
  defaultMessage: 'Habari, ningependa kupanga nyumba hii. Je, bado iko wazi kuanzia tarehe hii?',
  send: 'Omba kupanga',
  sending: 'Inatuma…',
  openTenancy: 'Fungua upangaji',
  myTenancies: 'Upangaji wangu',
  proveNumber: 'Thibitisha namba yako kwenye Mipangilio',
  signIn: 'Ingia ili upange nyumba hii',
  failed: 'Hatukuweza kutuma ombi lako. Angalia mtandao wako ujaribu tena.',
};

export const requestTexts = (language: Language) => (language === 'sw' ? sw : en);
