import type { MessageCode } from '@nyumba/domain';

// The server's sentences about jobs for fundis and other providers (issue 59) in Swahili, by
// code: part of the table in server-messages.ts and loaded with it. Words as
// docs/glossary-sw.md has them (kazi, fundi, bei, mteja, mtoa huduma).
export const jobMessages = {
  'job.not-found': 'Kazi haikupatikana',
  'job.needs-number':
    'Thibitisha namba yako ya simu kwenye Mipangilio ili uweke kazi: unalipa na kulipwa kupitia namba hiyo.',
  'job.trade-error': 'Chagua fani kutoka kwenye orodha',
  'job.area-error': 'Chagua eneo kutoka kwenye orodha, au weka alama kwenye ramani',
  'job.description-error': 'Eleza kinachohitajika kufanywa, kwa herufi 10 hadi 2000',
  'job.when-error': 'Sema lini: tarehe kuanzia leo, au wiki hii',
  'job.budget-error': 'Bajeti ni idadi kamili ya shilingi kuanzia 100 hadi 10,000,000, au iache wazi',
  'job.photos-error': 'Weka picha zisizozidi {count}',
  'job.too-many-open': 'Una kazi {count} zilizo wazi. Funga au ughairi moja kabla ya kuweka nyingine.',
  'job.price-error': 'Bei ni idadi kamili ya shilingi kuanzia 100 hadi 10,000,000',
  'job.includes-error': 'Eleza bei inajumuisha nini, kwa herufi 1 hadi 1000',
  'job.starts-error': 'Sema lini unaweza kuanza: tarehe kuanzia leo',
  'job.days-error': 'Sema kazi inachukua siku ngapi, idadi kamili kuanzia 1 hadi 365',
  'job.stages-error':
    'Awamu mbili ni kwa kazi za KSH 50,000 au zaidi: ipe kila moja jina na zijumlishe kufikia bei',
  'job.not-your-trade': 'Ni watoa huduma wa fani hii wanaohudumia eneo hili pekee wanaoweza kutoa bei ya kazi hii',
  'job.own-job': 'Huwezi kutoa bei ya kazi yako mwenyewe',
  'job.quotes-daily': 'Mtoa huduma hutuma bei zisizozidi {count} kwa siku. Jaribu tena kesho.',
  'job.quotes-full': 'Kazi hii tayari ina bei zake {count}',
  'job.not-quotable': 'Kazi hii haipokei bei tena',
  'job.quote-not-found': 'Bei haikupatikana',
  'job.not-your-step': 'Hatua hii ya kazi ni ya upande mwingine',
  'job.not-acceptable': 'Bei inakubaliwa kazi ikiwa bado iko wazi kwa bei',
  'job.not-due': 'Kazi hii haisubiri malipo',
  'job.not-paid': 'Kazi inawekwa alama kuwa imekamilika baada ya kulipwa',
  'job.not-done': 'Kazi hii haisubiri uthibitisho wako',
  'job.problem-window':
    'Tatizo linaweza kuripotiwa baada ya kazi kulipwa, hadi pesa zitakapotumwa kwa mtoa huduma',
  'job.cannot-cancel': 'Kazi hii haiwezi kughairiwa tena: ripoti tatizo badala yake',
  'job.not-disputed': 'Kazi hii haisubiri msimamizi',
  'job.split-too-much': 'Mtoa huduma hawezi kupata zaidi ya pesa zilizoshikiliwa',
  'job.posted': 'Kazi imewekwa. Watoa huduma wa fani hii karibu nawe wanaarifiwa; bei zao zitakuja hapa.',
  'job.quote-sent': 'Bei imetumwa. Mteja anaiona kando ya zingine na atajibu hapa.',
  'job.quote-accepted': 'Imekubaliwa. Lipa bei hiyo kwa M-Pesa: inashikiliwa hadi uthibitishe kazi.',
  'job.pay-sent': 'Angalia simu yako: weka PIN yako ya M-Pesa ili ulipe. Pesa zinashikiliwa hadi kazi ikamilike.',
  'job.marked-done': 'Imewekwa alama kuwa imekamilika. Mteja anathibitisha, au pesa zinakujia baada ya saa {hours}.',
  'job.confirmed': 'Imethibitishwa. Pesa zinatumwa kwa mtoa huduma kwa M-Pesa.',
  'job.problem-reported':
    'Imeripotiwa. Pesa zinabaki zimeshikiliwa msimamizi anapoiangalia; nyote wawili mtaarifiwa.',
  'job.cancelled': 'Imeghairiwa.',
  'job.decided': 'Imeamuliwa. Pande zote mbili zinaarifiwa, pamoja na sababu yako.',
  'limit.hourly-jobs': 'Kikomo kimefikiwa: akaunti moja imeweka kazi nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-quotes': 'Kikomo kimefikiwa: akaunti moja imetuma bei nyingi kadiri inavyoruhusiwa kwa saa moja.',
} satisfies Partial<Record<MessageCode, string>>;
