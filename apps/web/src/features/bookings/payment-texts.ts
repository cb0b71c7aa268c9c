import type { CancellationPolicy, Language } from '@nyumba/domain';
import { POLICY_RULES } from '@nyumba/domain';

// The words of paying for a stay on Nyumba (stay-payment.tsx), in both languages; the
// policies' hours and shares come from their rules, never typed into a sentence.

const hoursText = (hours: number, language: Language) =>
  hours % 24 === 0
    ? language === 'sw'
      ? `siku ${hours / 24}`
      : `${hours / 24} day${hours === 24 ? '' : 's'}`
    : language === 'sw'
      ? `saa ${hours}`
      : `${hours} hours`;

function policyText(policy: CancellationPolicy, language: Language): string {
  const rule = POLICY_RULES[policy];
  const before = hoursText(rule.hoursBefore, language);
  const share =
    rule.share === 1 ? (language === 'sw' ? 'yote' : 'all of it') : language === 'sw' ? 'nusu' : 'half of it';
  return language === 'sw'
    ? `Ukighairi hadi ${before} kabla ya kuingia, unarudishiwa ${share} (bila ada ya Nyumba); baadaye, hakuna. Mwenyeji akighairi, unarudishiwa yote.`
    : `Cancel up to ${before} before check-in and you get ${share} back (not Nyumba’s fee); later, nothing. If the host cancels, you get everything back.`;
}

/** A policy's rule in a few words: "full refund up to 1 day before check-in". */
function ruleText(policy: CancellationPolicy, language: Language): string {
  const rule = POLICY_RULES[policy];
  const before = hoursText(rule.hoursBefore, language);
  if (language === 'sw')
    return `${rule.share === 1 ? 'unarudishiwa yote' : 'unarudishiwa nusu'} hadi ${before} kabla ya kuingia`;
  return `${rule.share === 1 ? 'full refund' : 'half back'} up to ${before} before check-in`;
}

const en = {
  /** A guest's cancel dialog, before confirming: what comes back, and the rule that says so. */
  refundPreview: (amount: number, policy: CancellationPolicy) =>
    amount > 0
      ? `You get KSH ${amount.toLocaleString('en-KE')} back (${en.policyName[policy].toLowerCase()}: ${ruleText(policy, 'en')}).`
      : `You get nothing back (${en.policyName[policy].toLowerCase()}: ${ruleText(policy, 'en')}).`,
  /** A host's cancel dialog on a paid stay. */
  hostRefundPreview: (amount: number) =>
    `The guest gets all KSH ${amount.toLocaleString('en-KE')} back: a host’s cancellation refunds everything.`,
  testMode: 'Test mode: payments go to the M-Pesa simulator, and no real money moves.',
  testPhone: 'Open the test phone',
  toPay: (total: string) => `KSH ${total} to pay on Nyumba`,
  priceAndFee: (price: string, fee: string) => `KSH ${price} for the nights + KSH ${fee} Nyumba fee`,
  nightsTimes: (nights: number, nightly: string) => `${nights} ${nights === 1 ? 'night' : 'nights'} × KSH ${nightly}`,
  nights: (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`,
  feeLine: 'Nyumba’s fee',
  policyName: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' } satisfies Record<
    CancellationPolicy,
    string
  >,
  policyTitle: (name: string) => `Cancellation policy: ${name}`,
  policy: (policy: CancellationPolicy) => policyText(policy, 'en'),
  payBy: (time: string) => `Pay by ${time}, or the nights are free again.`,
  held: 'Nyumba holds the money and pays the host a day after you arrive.',
  paying: 'Sending the prompt…',
  prompted: 'Check your phone: enter your M-Pesa PIN to pay.',
  failed: (why: string) => `Not paid: ${why}`,
  guestHeld: (receipt: string, date: string) =>
    `Paid · M-Pesa receipt ${receipt}. The host is paid on ${date} unless you report a problem.`,
  hostDue: (time: string) => `Accepted: waiting for the guest to pay on Nyumba, by ${time}.`,
  hostHeld: (amount: string, date: string) =>
    `Paid and held by Nyumba: KSH ${amount} is paid to your M-Pesa number on ${date}.`,
  disputed: 'A problem was reported: the money stays held while a moderator looks at it.',
  released: (amount: string) => `KSH ${amount} paid to the host.`,
  refunded: (amount: string) => `KSH ${amount} refunded to the guest’s M-Pesa.`,
  refundedToYou: (amount: string) => `KSH ${amount} refunded to your M-Pesa.`,
  lapsed: 'Not paid in time: the acceptance lapsed and the nights are free again.',
  problem: 'Report a problem',
  problemTitle: 'What went wrong?',
  problemReason: 'The problem',
  reasons: { 'no-access': 'I could not get in', 'not-as-described': 'It is not as described' },
  problemNote: 'What happened?',
  problemSend: 'Report it and hold the money',
  keep: 'Back',
  payFailed: 'That did not go through. Try again.',
  payments: 'My payments',
  policyLabel: 'Cancellation policy',
  payOnNyumba:
    'Once the host accepts, you pay on Nyumba by M-Pesa; Nyumba holds the money until a day after you arrive.',
  policySave: 'Save policy',
};

const sw: typeof en = {
  refundPreview: (amount, policy) =>
    amount > 0
      ? `Unarudishiwa KSH ${amount.toLocaleString('en-KE')} (${sw.policyName[policy].toLowerCase()}: ${ruleText(policy, 'sw')}).`
      : `Hurudishiwi chochote (${sw.policyName[policy].toLowerCase()}: ${ruleText(policy, 'sw')}).`,
  hostRefundPreview: (amount) =>
    `Mgeni anarudishiwa KSH ${amount.toLocaleString('en-KE')} zote: mwenyeji akighairi, kila kitu kinarudishwa.`,
  testMode: 'Hali ya majaribio: malipo yanaenda kwa kiigaji cha M-Pesa, na hakuna pesa halisi inayohamishwa.',
  testPhone: 'Fungua simu ya majaribio',
  toPay: (total) => `KSH ${total} za kulipa kwenye Nyumba`,
  priceAndFee: (price, fee) => `KSH ${price} za usiku + KSH ${fee} ada ya Nyumba`,
  nightsTimes: (nights, nightly) => `Usiku ${nights} × KSH ${nightly}`,
  nights: (nights) => `Usiku ${nights}`,
  feeLine: 'Ada ya Nyumba',
  policyName: { flexible: 'Nyumbufu', moderate: 'Wastani', strict: 'Kali' },
  policyTitle: (name) => `Sera ya kughairi: ${name}`,
  policy: (policy) => policyText(policy, 'sw'),
  payBy: (time) => `Lipa kabla ya ${time}, la sivyo usiku utakuwa wazi tena.`,
  held: 'Nyumba inashikilia pesa na kumlipa mwenyeji siku moja baada ya kufika kwako.',
  paying: 'Inatuma ombi…',
  prompted: 'Angalia simu yako: weka PIN yako ya M-Pesa ili ulipe.',
  failed: (why) => `Haijalipwa: ${why}`,
  guestHeld: (receipt, date) => `Imelipwa · risiti ya M-Pesa ${receipt}. Mwenyeji analipwa ${date} usiporipoti tatizo.`,
  hostDue: (time) => `Umekubali: unasubiri mgeni alipe kwenye Nyumba, kabla ya ${time}.`,
  hostHeld: (amount, date) =>
    `Imelipwa na kushikiliwa na Nyumba: KSH ${amount} zitalipwa kwa nambari yako ya M-Pesa ${date}.`,
  disputed: 'Tatizo limeripotiwa: pesa zinabaki zimeshikiliwa msimamizi akiangalia.',
  released: (amount) => `KSH ${amount} zimelipwa kwa mwenyeji.`,
  refunded: (amount) => `KSH ${amount} zimerudishwa kwa M-Pesa ya mgeni.`,
  refundedToYou: (amount) => `KSH ${amount} zimerudishwa kwa M-Pesa yako.`,
  lapsed: 'Haikulipwa kwa wakati: kukubaliwa kumekwisha na usiku uko wazi tena.',
  problem: 'Ripoti tatizo',
  problemTitle: 'Nini kilienda vibaya?',
  problemReason: 'Tatizo',
  reasons: { 'no-access': 'Sikuweza kuingia', 'not-as-described': 'Si kama ilivyoelezwa' },
  problemNote: 'Nini kilitokea?',
  problemSend: 'Ripoti na ushikilie pesa',
  keep: 'Rudi',
  payFailed: 'Haikufaulu. Jaribu tena.',
  payments: 'Malipo yangu',
  policyLabel: 'Sera ya kughairi',
  payOnNyumba:
    'Mwenyeji akikubali, unalipa kwenye Nyumba kwa M-Pesa; Nyumba inashikilia pesa hadi siku moja baada ya kufika kwako.',
  policySave: 'Hifadhi sera',
};

export const paymentTexts = (language: Language) => (language === 'sw' ? sw : en);
export type PaymentWords = typeof en;

// The Payments screen and the moderators' money view.
const pageEn = {
  title: 'Payments',
  intro: 'What you paid and were paid on Nyumba by M-Pesa, with the receipt numbers.',
  loading: 'Loading your payments…',
  loadFailed: 'We could not load your payments.',
  empty: 'No payments yet. A stay you pay on Nyumba shows here.',
  kind: { paid: 'Paid', payout: 'Paid to you', refund: 'Refunded to you' },
  status: { pending: 'Waiting', done: 'Done', failed: 'Failed', held: 'Held by Nyumba' },
  purpose: { stay: 'Stay', feature: 'Featured listing', tenancy: 'Rent and deposit', job: 'Job' },
  receipt: (receipt: string) => `M-Pesa receipt ${receipt}`,
  queueTitle: 'Money',
  queueIntro: 'Stays held for a decision, payouts due, and payments that failed or did not match what was asked.',
  queueEmpty: 'Nothing waits on a decision.',
  queueKind: { disputed: 'Problem reported', due: 'Payout due', failed: 'Failed', mismatch: 'Did not match' },
  totals: (held: string, due: string, paidOut: string, refunded: string, fees: string) =>
    `Held KSH ${held} · owed KSH ${due} · paid out KSH ${paidOut} · refunded KSH ${refunded} · fees KSH ${fees}`,
  csv: 'Download CSV',
  settleReason: 'Reason for your decision',
  release: 'Pay the host',
  refund: 'Refund the guest',
};
const pageSw: typeof pageEn = {
  title: 'Malipo',
  intro: 'Ulicholipa na ulicholipwa kwenye Nyumba kwa M-Pesa, pamoja na nambari za risiti.',
  loading: 'Inapakia malipo yako…',
  loadFailed: 'Hatukuweza kupakia malipo yako.',
  empty: 'Bado hakuna malipo. Ukaaji unaolipia kwenye Nyumba utaonekana hapa.',
  kind: { paid: 'Umelipa', payout: 'Umelipwa', refund: 'Umerudishiwa' },
  status: { pending: 'Inasubiri', done: 'Imekamilika', failed: 'Imeshindikana', held: 'Imeshikiliwa na Nyumba' },
  purpose: { stay: 'Ukaaji', feature: 'Tangazo lililoangaziwa', tenancy: 'Kodi na amana', job: 'Kazi' },
  receipt: (receipt) => `Risiti ya M-Pesa ${receipt}`,
  queueTitle: 'Pesa',
  queueIntro:
    'Ukaaji uliozuiliwa kusubiri uamuzi, malipo yanayodaiwa, na malipo yaliyoshindikana au yasiyolingana na yaliyoombwa.',
  queueEmpty: 'Hakuna kinachosubiri uamuzi.',
  queueKind: {
    disputed: 'Tatizo limeripotiwa',
    due: 'Malipo yanadaiwa',
    failed: 'Imeshindikana',
    mismatch: 'Haikulingana',
  },
  totals: (held, due, paidOut, refunded, fees) =>
    `Zimeshikiliwa KSH ${held} · zinadaiwa KSH ${due} · zimelipwa KSH ${paidOut} · zimerudishwa KSH ${refunded} · ada KSH ${fees}`,
  csv: 'Pakua CSV',
  settleReason: 'Sababu ya uamuzi wako',
  release: 'Mlipe mwenyeji',
  refund: 'Mrudishie mgeni',
};
export const paymentPageTexts = (language: Language) => (language === 'sw' ? pageSw : pageEn);
