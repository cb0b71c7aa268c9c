import { groupThousands, type Bedrooms, type Language } from '@nyumba/domain';

// Every USSD screen's words, in English and Swahili. GSM-7 characters only (a phone shows
// anything else as a box or not at all), and short: a screen is at most 182 characters with
// its choices (ussd.test.ts walks every screen in both languages).

const ksh = (amount: number) => `KSH ${groupThousands(Math.round(amount))}`;

const BEDS_EN: Record<Bedrooms, string> = {
  'single-room': 'Single room',
  'double-room': 'Double room',
  bedsitter: 'Bedsitter',
  '1-bedroom': '1 bedroom',
  '2-bedroom': '2 bedrooms',
  '3-bedroom': '3 bedrooms',
  'more-than-3-bedrooms': '4+ bedrooms',
};
const BEDS_SW: Record<Bedrooms, string> = {
  'single-room': 'Chumba kimoja',
  'double-room': 'Vyumba viwili',
  bedsitter: 'Bedsitter',
  '1-bedroom': 'Chumba 1 cha kulala',
  '2-bedroom': 'Vyumba 2 vya kulala',
  '3-bedroom': 'Vyumba 3 vya kulala',
  'more-than-3-bedrooms': 'Vyumba 4+ vya kulala',
};

const en = {
  main: 'Nyumba\n1 Find a home\n2 My viewings\n3 My payments\n4 Find a fundi\n5 Kiswahili',
  chooseNumber: 'Choose one of the numbers.',
  homeType: 'Find a home\n1 Rent\n2 Buy\n3 Bnb',
  areaAsk: 'Type the area (e.g. Kilimani, Ruiru):',
  areaUnknown: (typed: string) => `No area called "${typed}". Type the area again:`,
  didYouMean: 'Did you mean:',
  typeAgain: 'Type again',
  beds: BEDS_EN,
  bedsAny: 'Any',
  bedsAsk: 'Bedrooms:',
  budgetAsk: 'Your top budget in KSH (e.g. 30000):',
  budgetBad: 'Type the amount in numbers, e.g. 30000.',
  noHomes: 'No homes match that yet. Try a higher budget or another area. Nyumba',
  home: (price: number, beds: string | null, area: string) => [ksh(price), beds, area].filter(Boolean).join(', '),
  chooseForSms: 'Choose one for its details by SMS:',
  sent: 'We sent the details by SMS. Thank you for using Nyumba.',
  smsBusy: 'We cannot send SMS right now. Please try again in an hour.',
  tradeAsk: 'Find a fundi',
  tradeOther: 'Other: type the trade',
  tradeTyped: 'Type the trade (e.g. plumber, painter):',
  tradeUnknown: 'We do not know that trade. Type it again (e.g. plumber):',
  noProviders: 'No fundi of that trade serves that area yet. Try a nearby area. Nyumba',
  provider: (trade: string, area: string, rating: string | null) => [trade, area, rating].filter(Boolean).join(', '),
  noAccount: 'This number has no Nyumba account. Sign up with it at nyumba.co.ke to book viewings and pay.',
  noViewings: 'You have no viewings coming up.',
  viewing: (day: string, area: string, state: 'pending' | 'confirmed') =>
    `${day}, ${area}${state === 'pending' ? ' (waiting)' : ''}`,
  viewingWhat: (line: string, canConfirm: boolean) =>
    `${line}\n${canConfirm ? '1 Confirm\n2 Cancel' : '2 Cancel'}\n0 Back`,
  viewingConfirmed: 'Viewing confirmed. We told the other side by SMS or e-mail.',
  viewingCancelled: 'Viewing cancelled. We told the other side.',
  viewingGone: 'That viewing can no longer be changed.',
  noPayments: 'You have no payments on Nyumba yet.',
  payment: (amount: number, state: string, day: string) => `${ksh(amount)} ${state}, ${day}`,
  paymentStates: { pending: 'waiting', held: 'held by Nyumba', done: 'done', failed: 'failed' },
  paymentKinds: { paid: 'paid', payout: 'paid to you', refund: 'refunded' },
  back: '0 Back',
  tooLong: 'That is too long. Please dial again.',
};

type UssdTexts = typeof en;

const sw: UssdTexts = {
  main: 'Nyumba\n1 Tafuta nyumba\n2 Kutazama kwangu\n3 Malipo yangu\n4 Tafuta fundi\n5 English',
  chooseNumber: 'Chagua moja ya nambari.',
  homeType: 'Tafuta nyumba\n1 Kupanga\n2 Kununua\n3 Bnb',
  areaAsk: 'Andika eneo (mf. Kilimani, Ruiru):',
  areaUnknown: (typed) => `Hakuna eneo "${typed}". Andika eneo tena:`,
  didYouMean: 'Ulimaanisha:',
  typeAgain: 'Andika tena',
  beds: BEDS_SW,
  bedsAny: 'Yoyote',
  bedsAsk: 'Vyumba:',
  budgetAsk: 'Bajeti yako ya juu kwa KSH (mf. 30000):',
  budgetBad: 'Andika kiasi kwa tarakimu, mf. 30000.',
  noHomes: 'Bado hakuna nyumba inayolingana. Jaribu bajeti ya juu au eneo jingine. Nyumba',
  home: en.home,
  chooseForSms: 'Chagua moja upate maelezo kwa SMS:',
  sent: 'Tumetuma maelezo kwa SMS. Asante kwa kutumia Nyumba.',
  smsBusy: 'Hatuwezi kutuma SMS sasa. Tafadhali jaribu tena baada ya saa moja.',
  tradeAsk: 'Tafuta fundi',
  tradeOther: 'Nyingine: andika fani',
  tradeTyped: 'Andika fani (mf. fundi wa mabomba):',
  tradeUnknown: 'Hatuijui fani hiyo. Iandike tena (mf. fundi wa rangi):',
  noProviders: 'Bado hakuna fundi wa fani hiyo katika eneo hilo. Jaribu eneo la karibu. Nyumba',
  provider: en.provider,
  noAccount: 'Namba hii haina akaunti ya Nyumba. Jisajili nayo kwenye nyumba.co.ke ili uombe kutazama na kulipa.',
  noViewings: 'Huna miadi ya kutazama inayokuja.',
  viewing: (day, area, state) => `${day}, ${area}${state === 'pending' ? ' (inasubiri)' : ''}`,
  viewingWhat: (line, canConfirm) => `${line}\n${canConfirm ? '1 Thibitisha\n2 Ghairi' : '2 Ghairi'}\n0 Rudi`,
  viewingConfirmed: 'Kutazama kumethibitishwa. Tumemjulisha mwenzako kwa SMS au barua pepe.',
  viewingCancelled: 'Kutazama kumeghairiwa. Tumemjulisha mwenzako.',
  viewingGone: 'Miadi hiyo haiwezi kubadilishwa tena.',
  noPayments: 'Bado huna malipo kwenye Nyumba.',
  payment: (amount, state, day) => `${ksh(amount)} ${state}, ${day}`,
  paymentStates: { pending: 'inasubiri', held: 'imeshikiliwa na Nyumba', done: 'imekamilika', failed: 'imeshindwa' },
  paymentKinds: { paid: 'ulilipa', payout: 'ulilipwa', refund: 'umerudishiwa' },
  back: '0 Rudi',
  tooLong: 'Hiyo ni ndefu mno. Tafadhali piga tena.',
};

export const ussdTexts = (language: Language): UssdTexts => (language === 'sw' ? sw : en);
export type { UssdTexts };
