import { groupThousands, PAYOUT_AFTER_CHECK_IN_HOURS, PAY_WITHIN_MINUTES } from '@nyumba/domain';

// Receipts and notices about money by mail (subject, paragraphs, action), in the recipient's
// language. Amounts are whole shillings, written KSH 12,500. Their SMS are in
// modules/phone/sms-texts.ts, with no listing's or person's name.

export interface MoneyFacts {
  what: string;
  amount: number;
  receipt?: string | null;
  other?: string;
  reason?: string | null;
  until?: string;
}

const ksh = (amount: number) => `KSH ${groupThousands(amount)}`;

const en = {
  paid: (f: MoneyFacts) => ({
    subject: `Receipt: ${ksh(f.amount)} paid for "${f.what}"`,
    paragraphs: [
      `You paid ${ksh(f.amount)} by M-Pesa for "${f.what}". M-Pesa receipt: ${f.receipt}.`,
      `Nyumba holds the money and pays the host ${PAYOUT_AFTER_CHECK_IN_HOURS} hours after check-in. Something wrong when you arrive (no access, not as described)? Report it on your stay before then and the money stays held.`,
    ],
    action: 'See your payments',
  }),
  paidHost: (f: MoneyFacts) => ({
    subject: `${f.other} paid for "${f.what}"`,
    paragraphs: [
      `${f.other} paid ${ksh(f.amount)} for "${f.what}". Nyumba holds it and pays it to your proven number ${PAYOUT_AFTER_CHECK_IN_HOURS} hours after check-in, unless the guest reports a problem before then.`,
    ],
    action: 'See your payments',
  }),
  payout: (f: MoneyFacts) => ({
    subject: `Paid: ${ksh(f.amount)} for "${f.what}"`,
    paragraphs: [`Nyumba sent you ${ksh(f.amount)} by M-Pesa for "${f.what}". M-Pesa receipt: ${f.receipt}.`],
    action: 'See your payments',
  }),
  refund: (f: MoneyFacts) => ({
    subject: `Refund: ${ksh(f.amount)} for "${f.what}"`,
    paragraphs: [
      `Nyumba refunded ${ksh(f.amount)} to your M-Pesa for "${f.what}". M-Pesa receipt: ${f.receipt}.`,
      ...(f.reason ? [`Why: ${f.reason}`] : []),
    ],
    action: 'See your payments',
  }),
  lapsed: (f: MoneyFacts) => ({
    subject: `Not paid in time: "${f.what}"`,
    paragraphs: [
      `The stay at "${f.what}" was not paid within ${PAY_WITHIN_MINUTES} minutes of being accepted, so the acceptance lapsed and the nights are free again.`,
    ],
    action: 'See your stays',
  }),
  disputed: (f: MoneyFacts) => ({
    subject: `${f.other} reported a problem with "${f.what}"`,
    paragraphs: [
      `${f.other} reported a problem with the stay: ${f.reason}. The money stays held while a moderator looks at it; you can answer in the conversation.`,
    ],
    action: 'Open the conversation',
  }),
  settled: (f: MoneyFacts) => ({
    subject: `A moderator decided about "${f.what}"`,
    paragraphs: [`A moderator looked at the problem reported with "${f.what}" and decided: ${f.reason}.`],
    action: 'See your payments',
  }),
  featured: (f: MoneyFacts) => ({
    subject: `Receipt: "${f.what}" is featured until ${f.until}`,
    paragraphs: [
      `You paid ${ksh(f.amount)} by M-Pesa to feature "${f.what}" until ${f.until}. M-Pesa receipt: ${f.receipt}.`,
    ],
    action: 'See your listings',
  }),
};

const sw: typeof en = {
  paid: (f) => ({
    subject: `Risiti: ${ksh(f.amount)} zimelipwa kwa "${f.what}"`,
    paragraphs: [
      `Umelipa ${ksh(f.amount)} kwa M-Pesa kwa "${f.what}". Risiti ya M-Pesa: ${f.receipt}.`,
      `Nyumba inashikilia pesa na kumlipa mwenyeji saa ${PAYOUT_AFTER_CHECK_IN_HOURS} baada ya kuingia. Kuna tatizo ukifika (huwezi kuingia, si kama ilivyoelezwa)? Liripoti kwenye malazi yako kabla ya hapo na pesa zitaendelea kushikiliwa.`,
    ],
    action: 'Tazama malipo yako',
  }),
  paidHost: (f) => ({
    subject: `${f.other} amelipia "${f.what}"`,
    paragraphs: [
      `${f.other} amelipa ${ksh(f.amount)} kwa "${f.what}". Nyumba inazishikilia na kuzilipa kwa namba yako iliyothibitishwa saa ${PAYOUT_AFTER_CHECK_IN_HOURS} baada ya kuingia, isipokuwa mgeni aripoti tatizo kabla ya hapo.`,
    ],
    action: 'Tazama malipo yako',
  }),
  payout: (f) => ({
    subject: `Umelipwa: ${ksh(f.amount)} kwa "${f.what}"`,
    paragraphs: [`Nyumba imekutumia ${ksh(f.amount)} kwa M-Pesa kwa "${f.what}". Risiti ya M-Pesa: ${f.receipt}.`],
    action: 'Tazama malipo yako',
  }),
  refund: (f) => ({
    subject: `Pesa zimerudishwa: ${ksh(f.amount)} kwa "${f.what}"`,
    paragraphs: [
      `Nyumba imerudisha ${ksh(f.amount)} kwenye M-Pesa yako kwa "${f.what}". Risiti ya M-Pesa: ${f.receipt}.`,
      ...(f.reason ? [`Sababu: ${f.reason}`] : []),
    ],
    action: 'Tazama malipo yako',
  }),
  lapsed: (f) => ({
    subject: `Hayakulipwa kwa wakati: "${f.what}"`,
    paragraphs: [
      `Malazi ya "${f.what}" hayakulipwa ndani ya dakika ${PAY_WITHIN_MINUTES} baada ya kukubaliwa, kwa hiyo makubaliano yamekwisha na usiku huo uko wazi tena.`,
    ],
    action: 'Tazama malazi yako',
  }),
  disputed: (f) => ({
    subject: `${f.other} ameripoti tatizo na "${f.what}"`,
    paragraphs: [
      `${f.other} ameripoti tatizo na malazi: ${f.reason}. Pesa zinaendelea kushikiliwa huku msimamizi akiangalia; unaweza kujibu kwenye mazungumzo.`,
    ],
    action: 'Fungua mazungumzo',
  }),
  settled: (f) => ({
    subject: `Msimamizi ameamua kuhusu "${f.what}"`,
    paragraphs: [`Msimamizi aliangalia tatizo lililoripotiwa na "${f.what}" na kuamua: ${f.reason}.`],
    action: 'Tazama malipo yako',
  }),
  featured: (f) => ({
    subject: `Risiti: "${f.what}" limeangaziwa hadi ${f.until}`,
    paragraphs: [
      `Umelipa ${ksh(f.amount)} kwa M-Pesa kuangazia "${f.what}" hadi ${f.until}. Risiti ya M-Pesa: ${f.receipt}.`,
    ],
    action: 'Tazama matangazo yako',
  }),
};

export type MoneyTextKind = keyof typeof en;
export const moneyTexts = (language: string | null | undefined): typeof en => (language === 'sw' ? sw : en);
