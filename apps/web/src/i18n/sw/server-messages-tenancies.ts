import type { MessageCode } from '@nyumba/domain';

// The server's sentences about tenancies (issue 57) in Swahili, by code: part of the table in
// server-messages.ts and loaded with it.
export const tenancyMessages = {
  'tenancy.accepted': 'Limekubaliwa. Someni mkataba, kisha nyote mtie sahihi kwa nambari ya SMS.',
  'tenancy.already-signed': 'Tayari umetia sahihi mkataba huu',
  'tenancy.cancelled': 'Imeghairiwa.',
  'tenancy.cannot-cancel': 'Upangaji huu hauwezi kughairiwa tena: toa notisi badala yake',
  'tenancy.code-sent': 'Tumetuma nambari kwa SMS kwenda namba yako iliyothibitishwa. Iweke ili kutia sahihi.',
  'tenancy.decided': 'Imeamuliwa. Pande zote mbili zinaambiwa, pamoja na sababu yako.',
  'tenancy.decide-before-keys': 'Kabla ya funguo, rudisha pesa au toa mwezi wa kwanza',
  'tenancy.declined': 'Limekataliwa. Mpangaji ataambiwa sababu.',
  'tenancy.decline-reason': 'Eleza kwa nini unakataa',
  'tenancy.deductions-accepted': 'Yamekubaliwa. Amana inalipwa kama ilivyokubaliwa.',
  'tenancy.deductions-disputed': 'Yamepingwa. Msimamizi ataamua jinsi amana itakavyogawanywa; nyote mtaarifiwa.',
  'tenancy.deductions-not-waiting': 'Hakuna makato yanayongoja jibu lako',
  'tenancy.deductions-too-much': 'Makato hayawezi kuzidi amana',
  'tenancy.inventory-answered': 'Asante: jibu lako liko kwenye orodha.',
  'tenancy.inventory-not-waiting': 'Hakuna orodha ya kuhamia inayongoja jibu lako',
  'tenancy.keys-confirmed':
    'Funguo zimethibitishwa. Mwezi wa kwanza unaenda kwa mwenye nyumba; amana inabaki imeshikiliwa.',
  'tenancy.keys-not-paid': 'Funguo zinathibitishwa baada ya mwezi wa kwanza na amana kulipwa',
  'tenancy.keys-too-early': 'Unaweza kuthibitisha funguo kuanzia tarehe ya kuhamia',
  'tenancy.lister-needs-number':
    'Mwenye tangazo hajathibitisha namba ya simu bado, kwa hivyo nyumba hii haiwezi kupangwa kwenye Nyumba. Mwombe kwa ujumbe.',
  'tenancy.move-in-far': 'Chagua tarehe ya kuhamia ndani ya siku {days} zijazo',
  'tenancy.move-in-past': 'Chagua tarehe ya kuhamia kuanzia leo',
  'tenancy.move-out-fixed': 'Tarehe ya kuhama imeshapangwa. Mwandikie upande mwingine kwenye Nyumba ili kuibadilisha.',
  'tenancy.move-out-not-waiting': 'Upangaji huu haungoji orodha ya kuhama',
  'tenancy.move-out-not-yet': 'Orodha ya kuhama inaandikwa kuanzia tarehe ya kuhama',
  'tenancy.move-out-past': 'Chagua tarehe ya kuhama kuanzia leo',
  'tenancy.move-out-recorded': 'Imeandikwa. Mpangaji anajibu makato ndani ya siku 7.',
  'tenancy.needs-number':
    'Thibitisha namba yako ya simu kwenye Mipangilio ili upange kwenye Nyumba: unatia sahihi mkataba kwa nambari inayotumwa kwake.',
  'tenancy.notice-given': 'Notisi imetolewa. Tarehe ya kuhama iko kwenye upangaji.',
  'tenancy.notice-not-live': 'Notisi inatolewa baada ya mpangaji kuhamia',
  'tenancy.notice-proposed':
    'Imependekezwa. Tarehe ya mapema inashika upande mwingine ukituma tarehe hiyo hiyo; hadi hapo upangaji unaendelea.',
  'tenancy.notice-too-soon':
    'Hiyo ni mapema kuliko muda wa notisi. Nyote mnaweza kukubaliana tarehe ya mapema: upande mwingine unatuma tarehe hiyo hiyo.',
  'tenancy.not-both-signed': 'Nyote wawili mtie sahihi mkataba kabla haujalipwa',
  'tenancy.not-disputed': 'Upangaji huu haungoji msimamizi',
  'tenancy.not-due': 'Upangaji huu haungoji malipo',
  'tenancy.not-found': 'Upangaji haukupatikana',
  'tenancy.not-rental': 'Nyumba ya kupanga pekee ndiyo inaweza kupangwa kwenye Nyumba',
  'tenancy.not-requested': 'Ombi hili la kupanga limeshajibiwa',
  'tenancy.not-your-step': 'Hatua hii ya upangaji ni ya upande mwingine',
  'tenancy.not-signable': 'Mkataba huu haungoji sahihi',
  'tenancy.no-agreement': 'Hakuna mkataba bado',
  'tenancy.one-waiting': 'Tayari umeomba kupanga nyumba hii. Subiri jibu, au ghairi ombi hilo kwanza.',
  'tenancy.own-listing': 'Huwezi kupanga tangazo lako mwenyewe',
  'tenancy.pay-sent': 'Angalia simu yako: weka PIN yako ya M-Pesa kulipa mwezi wa kwanza na amana.',
  'tenancy.pay-too-late': 'Muda wa kulipa umepita: kukubaliwa kumeisha na nyumba iko wazi tena.',
  'tenancy.photo-not-yours': 'Weka picha ulizopakia mwenyewe',
  'tenancy.problem-reported':
    'Imeripotiwa. Mwezi wa kwanza na amana vinabaki vimeshikiliwa msimamizi anapoangalia; nyote mtaarifiwa.',
  'tenancy.problem-window':
    'Tatizo la kuhamia linaweza kuripotiwa baada ya malipo, hadi mwezi wa kwanza ulipwe kwa mwenye nyumba',
  'tenancy.requested': 'Ombi limetumwa. Mwenye tangazo anajibu hapa na kwa ujumbe.',
  'tenancy.signed': 'Umetia sahihi.',
  'tenancy.split-too-much': 'Mwenye nyumba hawezi kupata zaidi ya amana',
  'tenancy.terms-locked': 'Mkataba hauwezi kubadilishwa tena: umeshalipiwa.',
  'tenancy.terms-saved': 'Mkataba umehifadhiwa. Sahihi yoyote iliyokuwepo imefutwa: unatiwa sahihi upya.',
} satisfies Partial<Record<MessageCode, string>>;
