import { groupThousands } from '../core/format.ts';
import {
  TENANCY_DEDUCTIONS_ANSWER_DAYS,
  TENANCY_DEPOSIT_SILENCE_DAYS,
  TENANCY_FIRST_MONTH_BACK_DAYS,
  TENANCY_MOVE_OUT_DAYS,
  TENANCY_RELEASE_HOURS,
} from './tenancy.ts';

// The tenancy agreement Nyumba drafts from the terms (docs/tenancies.md, "The agreement"):
// plain words, English then Kiswahili, every figure from what the lister's listing and answer
// fixed. Both parties sign this exact text: its SHA-256 is what each signature signed, so any
// change (the lister editing the house rules) makes a new text and voids the signatures.

export interface AgreementParty {
  name: string;
  /** The proven number, E.164. */
  phone: string;
}

export interface AgreementTerms {
  reference: string;
  property: string;
  area: string;
  tenant: AgreementParty;
  lister: AgreementParty;
  rent: number;
  deposit: number;
  depositMonths: number;
  moveIn: string;
  months: number | null;
  dueDay: number;
  noticeMonths: number;
  utilities: string;
  houseRules: string;
}

const ksh = (amount: number) => `KSH ${groupThousands(amount)}`;
const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const phone = (e164: string) => e164.replace(/^\+254(\d{3})(\d{3})(\d{3})$/, '+254 $1 $2 $3');
/** Free text as the lister wrote it, one paragraph per line, or a dash when there is none. */
const written = (value: string) => (value.trim() ? value.trim() : '-');

function english(t: AgreementTerms): string[] {
  return [
    `TENANCY AGREEMENT (Nyumba reference ${t.reference})`,
    '',
    `1. The parties. ${t.lister.name}, proven phone ${phone(t.lister.phone)} ("the Landlord"), lets to ${t.tenant.name}, proven phone ${phone(t.tenant.phone)} ("the Tenant"), the home listed on Nyumba as "${t.property}"${t.area ? `, ${t.area}` : ''} ("the Premises").`,
    `2. The term. From ${t.moveIn}, ${t.months ? `for ${t.months} month${t.months === 1 ? '' : 's'}, and after that from month to month` : 'from month to month'}, until either party ends it by giving ${t.noticeMonths} month${t.noticeMonths === 1 ? "'s" : "s'"} notice on Nyumba, or both agree an earlier date on Nyumba.`,
    `3. The rent. ${ksh(t.rent)} a month, due on the ${ordinal(t.dueDay)} day of each month. The first month is paid on Nyumba with the deposit.`,
    `4. The deposit. ${ksh(t.deposit)} (${t.depositMonths} month${t.depositMonths === 1 ? '' : 's'} of rent), paid by M-Pesa to Nyumba, which holds it for the whole tenancy and not the Landlord. It is not rent and may not be used as the last month's rent.`,
    `5. Moving in. The first month is held by Nyumba until the Tenant confirms on Nyumba that they have the keys, or ${TENANCY_RELEASE_HOURS} hours after the move-in date if the Tenant says nothing and reports no problem. The Tenant records the condition of each room on moving in; the Landlord countersigns or comments.`,
    `6. Cancelling before moving in. If the Landlord cancels after payment, everything paid is returned. If the Tenant cancels before the move-in date, the deposit is returned, and the first month too when they cancel at least ${TENANCY_FIRST_MONTH_BACK_DAYS} days before the move-in date.`,
    `7. Moving out and the deposit. Within ${TENANCY_MOVE_OUT_DAYS} days of the move-out date the Landlord records the condition of each room and any deductions for damage beyond fair wear and tear or unpaid rent, with reasons. The Tenant accepts or disputes them within ${TENANCY_DEDUCTIONS_ANSWER_DAYS} days; silence accepts. A Landlord who records nothing within ${TENANCY_DEPOSIT_SILENCE_DAYS} days of the move-out date returns the whole deposit. A dispute is decided by a Nyumba moderator, with reasons. The deposit, less what was accepted or decided, is returned to the Tenant's proven number.`,
    `8. Utilities and charges. ${written(t.utilities)}`,
    `9. House rules. ${written(t.houseRules)}`,
    '10. Signing. Each party signs on Nyumba with a code sent by SMS to their proven number. This text is identified by its SHA-256 digest; any change to it voids the signatures.',
  ];
}

function kiswahili(t: AgreementTerms): string[] {
  return [
    `MKATABA WA UPANGAJI (kumbukumbu ya Nyumba ${t.reference})`,
    '',
    `1. Wahusika. ${t.lister.name}, namba iliyothibitishwa ${phone(t.lister.phone)} ("Mwenye Nyumba"), anampangishia ${t.tenant.name}, namba iliyothibitishwa ${phone(t.tenant.phone)} ("Mpangaji"), nyumba iliyotangazwa kwenye Nyumba kama "${t.property}"${t.area ? `, ${t.area}` : ''}.`,
    `2. Muda. Kuanzia ${t.moveIn}, ${t.months ? `kwa miezi ${t.months}, kisha mwezi kwa mwezi` : 'mwezi kwa mwezi'}, hadi mmoja wao atoe notisi ya miezi ${t.noticeMonths} kwenye Nyumba, au wote wakubaliane tarehe ya mapema zaidi kwenye Nyumba.`,
    `3. Kodi. ${ksh(t.rent)} kwa mwezi, inalipwa tarehe ${t.dueDay} kila mwezi. Mwezi wa kwanza unalipwa kwenye Nyumba pamoja na amana.`,
    `4. Amana. ${ksh(t.deposit)} (kodi ya miezi ${t.depositMonths}), inalipwa kwa M-Pesa kwa Nyumba, ambayo inaishikilia kwa muda wote wa upangaji, si Mwenye Nyumba. Si kodi na haiwezi kutumika kama kodi ya mwezi wa mwisho.`,
    `5. Kuhamia. Mwezi wa kwanza unashikiliwa na Nyumba hadi Mpangaji athibitishe kwenye Nyumba kwamba amepata funguo, au saa ${TENANCY_RELEASE_HOURS} baada ya tarehe ya kuhamia ikiwa Mpangaji hasemi lolote wala kuripoti tatizo. Mpangaji anaandika hali ya kila chumba anapohamia; Mwenye Nyumba anatia sahihi au kutoa maoni.`,
    `6. Kughairi kabla ya kuhamia. Mwenye Nyumba akighairi baada ya malipo, kila kilicholipwa kinarudishwa. Mpangaji akighairi kabla ya tarehe ya kuhamia, amana inarudishwa, na mwezi wa kwanza pia akighairi angalau siku ${TENANCY_FIRST_MONTH_BACK_DAYS} kabla ya tarehe ya kuhamia.`,
    `7. Kuhama na amana. Ndani ya siku ${TENANCY_MOVE_OUT_DAYS} baada ya tarehe ya kuhama, Mwenye Nyumba anaandika hali ya kila chumba na makato yoyote ya uharibifu zaidi ya uchakavu wa kawaida au kodi isiyolipwa, pamoja na sababu. Mpangaji anayakubali au kuyapinga ndani ya siku ${TENANCY_DEDUCTIONS_ANSWER_DAYS}; kimya ni kukubali. Mwenye Nyumba asiyeandika chochote ndani ya siku ${TENANCY_DEPOSIT_SILENCE_DAYS} anarudisha amana yote. Mzozo unaamuliwa na msimamizi wa Nyumba, kwa sababu. Amana, ukiondoa yaliyokubaliwa au kuamuliwa, inarudishwa kwa namba ya Mpangaji.`,
    `8. Huduma na gharama. ${written(t.utilities)}`,
    `9. Sheria za nyumba. ${written(t.houseRules)}`,
    '10. Kutia sahihi. Kila mhusika anatia sahihi kwenye Nyumba kwa nambari inayotumwa kwa SMS kwa namba yake iliyothibitishwa. Maandishi haya yanatambulishwa kwa SHA-256 yake; mabadiliko yoyote yanafuta sahihi.',
  ];
}

/** The agreement's whole text: English, then Kiswahili. Deterministic: the same terms, the same text. */
export function agreementText(terms: AgreementTerms): string {
  return [...english(terms), '', '', ...kiswahili(terms)].join('\n');
}
