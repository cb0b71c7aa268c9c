import { TENANCY_FIRST_MONTH_BACK_DAYS, TENANCY_PAY_HOURS, type Language } from '@nyumba/domain';

/**
 * The words of answering a request and of the agreement (its terms, reading it, signing it
 * with a code by SMS), in both languages.
 */
const en = {
  answerTitle: 'Answer this request',
  asks: (tenant: string, day: string, length: string) => `${tenant} asks to move in on ${day}. ${length}.`,
  answerIntro:
    'Accepting fixes the rent and deposit from your listing and drafts the agreement. You may set these terms now, or edit them before it is paid.',
  accept: 'Accept and draft the agreement',
  accepting: 'Accepting…',
  decline: 'Decline',
  declineTitle: 'Decline this request?',
  declineReason: 'Why do you decline? The tenant is told.',
  declineConfirm: 'Decline the request',
  keep: 'Back',
  dueDay: 'Rent due on day (1 to 28)',
  noticeMonths: 'Notice, in months (1 to 6)',
  utilities: 'Who pays water, power and rubbish',
  houseRules: 'House rules',
  optional: '(optional)',
  agreementTitle: 'The agreement',
  agreementIntro: 'Both of you sign this exact text. It is in English, then in Kiswahili.',
  english: 'English',
  kiswahili: 'Kiswahili',
  showAgreement: 'Read the agreement',
  pdf: 'Download the agreement (PDF)',
  hash: (hash: string) => `Text fingerprint (SHA-256): ${hash.slice(0, 16)}…`,
  signaturesTitle: 'Signatures',
  signedBy: (who: string, name: string, phone: string, time: string) => `${who}: ${name}, ${phone}, ${time}`,
  notSigned: (who: string) => `${who}: not signed yet`,
  roles: { tenant: 'Tenant', lister: 'Lister' },
  youSigned: 'You have signed. Waiting for the other side.',
  signIntro: 'Read it all first. Signing sends a code by SMS to your proven number; entering it signs this exact text.',
  sign: 'Sign with a code by SMS',
  sendingCode: 'Sending the code…',
  code: 'Code from the SMS',
  confirm: 'Sign the agreement',
  confirming: 'Signing…',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `A new code in ${seconds} s`,
  payAfter: (total: string) =>
    `Once both have signed, the tenant has ${TENANCY_PAY_HOURS} hours to pay ${total} (the first month and the deposit) into Nyumba’s hold, or the acceptance lapses.`,
  refundRule: (byDay: string) =>
    `Cancelling before the keys: the tenant always gets the deposit back, and the first month too when cancelling by ${byDay} (${TENANCY_FIRST_MONTH_BACK_DAYS} days before the move-in date). If the lister cancels after payment, the tenant gets everything back.`,
  editTerms: 'Edit the terms',
  editTitle: 'Edit the terms',
  editWarning: 'Saving a change makes a new agreement: any signature is void and both of you sign again.',
  save: 'Save the terms',
  saving: 'Saving…',
  cancelEdit: 'Back',
};

const sw: typeof en = {
  answerTitle: 'Jibu ombi hili',
  asks: (tenant, day, length) => `${tenant} anaomba kuhamia ${day}. ${length}.`,
  answerIntro:
    'Kukubali kunaweka kodi na amana kutoka tangazo lako na kuandaa mkataba. Unaweza kuweka masharti haya sasa, au kuyabadilisha kabla haujalipiwa.',
  accept: 'Kubali na uandae mkataba',
  accepting: 'Inakubali…',
  decline: 'Kataa',
  declineTitle: 'Ukatae ombi hili?',
  declineReason: 'Kwa nini unakataa? Mpangaji ataambiwa.',
  declineConfirm: 'Kataa ombi',
  keep: 'Rudi',
  dueDay: 'Kodi inalipwa tarehe (1 hadi 28)',
  noticeMonths: 'Notisi, kwa miezi (1 hadi 6)',
  utilities: 'Nani analipa maji, stima na taka',
  houseRules: 'Sheria za nyumba',
  optional: '(si lazima)',
  agreementTitle: 'Mkataba',
  agreementIntro: 'Nyote wawili mnatia sahihi maandishi haya haya. Yako kwa Kiingereza, kisha kwa Kiswahili.',
  english: 'Kiingereza',
  kiswahili: 'Kiswahili',
  showAgreement: 'Soma mkataba',
  pdf: 'Pakua mkataba (PDF)',
  hash: (hash) => `Alama ya maandishi (SHA-256): ${hash.slice(0, 16)}…`,
  signaturesTitle: 'Sahihi',
  signedBy: (who, name, phone, time) => `${who}: ${name}, ${phone}, ${time}`,
  notSigned: (who) => `${who}: bado hajatia sahihi`,
  roles: { tenant: 'Mpangaji', lister: 'Mtangazaji' },
  youSigned: 'Umetia sahihi. Inasubiri upande mwingine.',
  signIntro:
    'Soma yote kwanza. Kutia sahihi kunatuma nambari kwa SMS kwenda namba yako iliyothibitishwa; kuiweka kunatia sahihi maandishi haya haya.',
  sign: 'Tia sahihi kwa nambari ya SMS',
  sendingCode: 'Inatuma nambari…',
  code: 'Nambari kutoka kwenye SMS',
  confirm: 'Tia sahihi mkataba',
  confirming: 'Inatia sahihi…',
  resend: 'Tuma nambari mpya',
  resendIn: (seconds) => `Nambari mpya baada ya sekunde ${seconds}`,
  payAfter: (total) =>
    `Mkishatia sahihi nyote wawili, mpangaji ana saa ${TENANCY_PAY_HOURS} kulipa ${total} (mwezi wa kwanza na amana) kwenye ushikiliaji wa Nyumba, la sivyo makubaliano yanaisha.`,
  refundRule: (byDay) =>
    `Kughairi kabla ya funguo: mpangaji anarudishiwa amana kila mara, na mwezi wa kwanza pia akighairi kufikia ${byDay} (siku ${TENANCY_FIRST_MONTH_BACK_DAYS} kabla ya tarehe ya kuhamia). Mtangazaji akighairi baada ya malipo, mpangaji anarudishiwa kila kitu.`,
  editTerms: 'Badilisha masharti',
  editTitle: 'Badilisha masharti',
  editWarning: 'Kuhifadhi mabadiliko kunaunda mkataba mpya: sahihi yoyote inafutwa na nyote wawili mnatia sahihi upya.',
  save: 'Hifadhi masharti',
  saving: 'Inahifadhi…',
  cancelEdit: 'Rudi',
};

export const agreementTexts = (language: Language) => (language === 'sw' ? sw : en);
export type AgreementWords = typeof en;
