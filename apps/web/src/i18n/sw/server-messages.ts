import type { MessageCode } from '@nyumba/domain';
import { dealMessages } from './server-messages-deals';
import { tenancyMessages } from './server-messages-tenancies';
import { jobMessages } from './server-messages-jobs';
import { agencyMessages } from './server-messages-agencies';
import { privacyMessages } from './server-messages-privacy';
import { phoneMessages } from './server-messages-phone';

/**
 * The server's sentences in Swahili, by their code (the register in the domain's
 * core/sentences): an answer carries the English, its code and its values, and a Swahili
 * screen shows this table's sentence for the code, with the values put in. Typed by the
 * register, so a sentence added there without its Swahili does not compile. Loaded only
 * with Swahili, once the page is live (i18n/index.ts).
 */
export const serverMessages: Record<MessageCode, string> = {
  // account
  'account.invalid-email-password': 'Barua pepe au nenosiri si sahihi',
  'account.email-already-exists': 'Tayari kuna akaunti yenye barua pepe hii',
  'account.username-already-taken': 'Jina hili la mtumiaji tayari limechukuliwa',
  'account.email-required': 'Weka barua pepe',
  'account.email-too-long': 'Barua pepe ni ndefu mno',
  'account.enter-valid-email-address': 'Weka anwani sahihi ya barua pepe',
  'account.password-required': 'Weka nenosiri',
  'account.password-must-least-8-characters': 'Nenosiri liwe na angalau herufi 8',
  'account.password-must-most-200-characters': 'Nenosiri lisizidi herufi 200',
  'account.username-required': 'Weka jina la mtumiaji',
  'account.username-must-most-40-characters': 'Jina la mtumiaji lisizidi herufi 40',
  'account.username-may-use-letters-numbers': "Jina la mtumiaji linaweza kuwa na herufi, nambari, nafasi na . _ ' -",
  'account.username-cannot-two-spaces-row': 'Jina la mtumiaji haliwezi kuwa na nafasi mbili mfululizo',
  'account.username-invisible-error':
    'Jina la mtumiaji haliwezi kuwa na herufi zisizoonekana au zinazobadilisha mwelekeo',
  'account.username-reads-like-contact':
    'Jina la mtumiaji haliwezi kufanana na anwani ya tovuti, namba ya simu, msimbo wa tarakimu 5 au zaidi, wala maagizo ya malipo',
  'account.current-password-required': 'Weka nenosiri lako la sasa ili kufanya hivi',
  'account.current-password-wrong': 'Hilo si nenosiri lako la sasa',
  'account.fresh-sign-in-required': 'Ingia tena kwa Google, kisha ufanye hivi ndani ya dakika 10',
  'account.sign-up-check-email':
    'Angalia barua pepe yako: tumetuma kiungo cha kukamilisha usajili. Kinafanya kazi kwa saa {hours}.',
  'account.forgot-password-sent':
    'Ikiwa kuna akaunti inayotumia anwani hiyo, tumeitumia kiungo cha kuweka nenosiri jipya. Kinafanya kazi kwa saa moja.',
  'account.email-link-invalid': 'Kiungo hiki kimeisha muda au kimeshatumika. Omba kipya.',
  'account.password-reset-done': 'Nenosiri lako limebadilishwa. Ingia kwa jipya.',
  'account.email-link-taken': 'Akaunti nyingine sasa inatumia anwani hiyo, kwa hivyo haiwezi kuwa yako.',
  'account.email-confirmed': 'Anwani yako ya barua pepe imethibitishwa.',
  'account.email-confirmed-other-account':
    'Anwani hiyo ya barua pepe imethibitishwa. Ni ya akaunti nyingine, kwa hivyo bado umeingia kama wewe mwenyewe.',
  'account.verification-sent':
    'Ikiwa anwani hiyo ina akaunti inayosubiri kuthibitishwa, tumeitumia kiungo kipya. Kinafanya kazi kwa saa {hours}.',
  'account.email-unverified':
    'Thibitisha anwani yako ya barua pepe kabla ya kuchapisha: fuata kiungo tulichokutumia, au tuma kipya kutoka kwenye wasifu wako.',
  'account.email-change-sent':
    'Tumetuma kiungo kwa anwani yako mpya. Barua pepe yako itabadilika ukikifuata (ndani ya saa {hours}).',
  'account.profile-updated-successfully': 'Wasifu umesasishwa!',
  'account.too-many-failed-sign-attempts': 'Majaribio mengi mno ya kuingia yameshindikana kwa akaunti hii.',
  'account.suspended': 'Akaunti hii imesimamishwa. Tuandikie ikiwa unadhani ni kosa.',
  'account.need-sign-first': 'Unahitaji kuingia kwanza',
  'account.been-deleted': 'Akaunti yako imefutwa',
  'account.not-allowed': 'Huruhusiwi kufanya hivyo',
  'account.only-change-own-account': 'Unaweza kubadilisha akaunti yako tu',
  'account.request-did-not-come-nyumba': 'Ombi hili halikutoka Nyumba; tafadhali pakia ukurasa upya kisha ujaribu tena',
  'account.something-went-wrong-side-try': 'Kuna tatizo upande wetu. Tafadhali jaribu tena.',
  'account.nyumba-briefly-unavailable-try-again':
    'Nyumba haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya dakika moja.',
  // listing
  'listing.name-required': 'Weka jina',
  'listing.name-must-most-120-characters': 'Jina lisizidi herufi 120',
  'listing.description-required': 'Weka maelezo',
  'listing.description-must-most-5000-characters': 'Maelezo yasizidi herufi 5000',
  'listing.price-required': 'Weka bei',
  'listing.price-positive': 'Bei lazima iwe zaidi ya 0',
  'listing.pin-far-from-area':
    'Pini kwenye ramani iko mbali na eneo ulilochagua: hamisha pini hadi mahali husika, au chagua eneo ilipo',
  'listing.enter-business-name': 'Weka jina la biashara',
  'listing.business-name-must-most-80': 'Jina la biashara lisizidi herufi 80',
  'listing.write-something-about': 'Andika kitu kukuhusu',
  'listing.about-must-most-600-characters': 'Maelezo kukuhusu yasizidi herufi 600',
  'listing.earb-number-must-most-30': 'Nambari ya EARB isizidi herufi 30',
  'listing.choose-listing-type': 'Chagua aina ya tangazo',
  'listing.choose-number-bedrooms': 'Chagua idadi ya vyumba vya kulala',
  'listing.choose-area-list': 'Chagua mtaa kutoka kwenye orodha',
  'listing.amenities-error': 'Chagua huduma za ziada kutoka kwenye orodha',
  'listing.areas-served-error': 'Chagua maeneo yanayohudumiwa kutoka kwenye orodha',
  'listing.choose-most-30-areas': 'Chagua maeneo yasiyozidi 30',
  'listing.price-error': 'Weka bei kwa shilingi, kama 25000, 25,000 au Ksh 25,000',
  'listing.service-charge-error': 'Weka ada ya huduma kwa shilingi, kama 3,000',
  'listing.phone-error': 'Weka nambari ya simu ya Kenya, kama 0712 345 678, 020 2345678 au +254 712 345 678',
  'listing.phone-number-required': 'Weka nambari ya simu',
  'listing.bathrooms-error': 'Bafu ziwe nambari kamili kuanzia 0 hadi 20',
  'listing.deposit-error': 'Amana iwe idadi kamili ya miezi kuanzia 0 hadi 12',
  'listing.floor-size-error': 'Ukubwa wa sakafu uwe nambari kamili ya m² kuanzia 1 hadi 100,000',
  'listing.guests-error': 'Idadi ya wageni iwe nambari kamili kuanzia 1 hadi 50',
  'listing.plot-error': 'Ukubwa wa shamba uwe ekari zaidi ya 0, kama 0.25',
  'listing.location-error': 'Mahali pawe ndani ya Kenya',
  'listing.location-must-look-like-1': 'Mahali pawe kama "-1.2921,36.8219"',
  'listing.images-max-error': 'Picha 9 tu zinaruhusiwa',
  'listing.images-required-error': 'Lazima upakie angalau picha moja',
  'listing.same-photo-listed-twice': 'Picha moja imewekwa mara mbili',
  'listing.photos-must-uploaded-nyumba-first': 'Picha zipakiwe kwanza kwenye Nyumba',
  'listing.only-use-photos-uploaded-yourself': 'Unaweza kutumia picha ulizopakia mwenyewe tu',
  'listing.only-jpeg-png-webp-avif': 'Picha za JPEG, PNG, WebP na AVIF tu zinaweza kupakiwa',
  'listing.file-not-photo-read-may': 'Faili hii si picha tunayoweza kusoma; huenda imeharibika au haijakamilika',
  'listing.photo-too-large-most-40': 'Picha hii ni kubwa mno: isizidi megapixel 40',
  'listing.photos-unavailable-right-now-try': 'Picha hazipatikani sasa hivi. Jaribu tena baada ya dakika moja.',
  'listing.bidi-control-error': 'Ondoa herufi zilizofichwa zinazobadilisha mwelekeo: zinaweza kuficha maandishi',
  'listing.not-found': 'Tangazo halipatikani',
  'listing.deleted': 'Tangazo limefutwa',
  'listing.lister-not-found': 'Mtangazaji hapatikani',
  // blog
  'blog.title-required': 'Weka kichwa',
  'blog.title-must-most-200-characters': 'Kichwa kisizidi herufi 200',
  'blog.content-required': 'Andika maudhui',
  'blog.content-must-most-200-kb': 'Maudhui yasizidi KB 200',
  'blog.only-change-own-posts': 'Unaweza kubadilisha makala zako tu',
  'blog.post-not-found': 'Makala haipatikani',
  'blog.post-deleted': 'Makala imefutwa',
  // listing
  'listing.earb-number-format': 'Weka nambari kama EARB ilivyoisajili: herufi, tarakimu, nafasi, / . na -',
  // report
  'report.reason-required': 'Chagua tatizo',
  'report.note-required': 'Eleza tatizo',
  'report.own-listing-report': 'Huwezi kuripoti tangazo lako mwenyewe',
  'report.own-post-report': 'Huwezi kuripoti makala yako mwenyewe',
  'report.sent': 'Asante. Msimamizi ataliangalia.',
  'report.already-reported': 'Tayari umeripoti hili. Msimamizi ataliangalia.',
  'report.only-moderators': 'Wasimamizi tu wanaweza kufanya hivyo',
  // alert
  'alert.name-required': 'Ipe arifa jina',
  'alert.name-too-long': 'Jina lisizidi herufi 80',
  'alert.limit-reached': 'Una arifa 20. Futa moja ili uongeze nyingine.',
  'alert.not-found': 'Arifa hiyo haipo',
  'alert.already-saved': 'Tayari una arifa ya utafutaji huu',
  'alert.deleted': 'Arifa imefutwa',
  'alert.unsubscribe-invalid': 'Kiungo hiki cha kujiondoa si sahihi. Simamia arifa zako katika Arifa zangu.',
  // moderation
  'moderation.badge-needs-confirmed-email':
    'Akaunti hii haijathibitisha anwani yake ya barua pepe; beji inahitaji anwani iliyothibitishwa',
  'moderation.not-on-own-account': 'Msimamizi mwingine ndiye huamua kuhusu akaunti na vitu vyako mwenyewe',
  'moderation.moderator-not-suspendable':
    'Wasimamizi hutajwa kwenye mipangilio (MODERATOR_EMAILS); waondoe huko, si hapa',
  'moderation.request-took-too-long-arrive': 'Ombi lilichukua muda mrefu mno kufika. Tafadhali jaribu tena.',
  'moderation.bbox-format': 'Eneo la ramani liwe magharibi,kusini,mashariki,kaskazini kwa nyuzi',
  'moderation.bbox-empty':
    'Eneo la ramani halina ukubwa: magharibi iwe chini ya mashariki, na kusini chini ya kaskazini',
  'moderation.no-earb-number': 'Akaunti hii haina nambari ya EARB ya kukagua',
  'moderation.reports-dismissed': 'Ripoti zimetupiliwa mbali',
  'moderation.hidden-until-reviewed': 'Limefichwa hadi likaguliwe',
  'moderation.removed-owner-told-why': 'Limeondolewa; mwenyewe ameambiwa sababu',
  'moderation.restored-public-see-again': 'Limerejeshwa: umma unaweza kuliona tena',
  'moderation.user-not-found': 'Mtumiaji hapatikani',
  'moderation.account-not-found': 'Akaunti haipatikani',
  'moderation.signed-out': 'Umetoka',
  // photo
  'photo.image-not-found': 'Picha haipatikani',
  'photo.too-large-most-15': 'Picha hii ni kubwa mno: isizidi MB 15',
  'photo.send-photo-per-request': 'Tuma picha moja kwa kila ombi',
  'photo.send-photo-field-file': 'Tuma picha katika sehemu "file"',
  'photo.file-empty': 'Faili haina kitu',
  'photo.only-see-own-listings-here': 'Hapa unaweza kuona matangazo yako tu',
  'photo.only-change-own-listings': 'Unaweza kubadilisha matangazo yako tu',
  // account
  'account.value-cannot-be-stored': 'Ombi lina thamani isiyoweza kuhifadhiwa',
  // google
  'google.sign-unavailable-right-now': 'Kuingia kwa Google hakupatikani sasa hivi. Tafadhali jaribu tena baadaye.',
  'google.sign-failed-sign-could': 'Kuingia kwa Google kumeshindikana: kuingia hakukuweza kuthibitishwa',
  'google.sign-already-used-try': 'Kuingia huku kwa Google kulishatumika. Tafadhali jaribu tena.',
  'google.sign-cancelled': 'Kuingia kwa Google kumesitishwa',
  'google.sign-took-too-long': 'Kuingia kwa Google kumechukua muda mrefu mno. Tafadhali jaribu tena.',
  'google.account-did-not-share': 'Akaunti yako ya Google haikutoa anwani ya barua pepe',
  'google.email-address-not-verified':
    'Anwani yako ya barua pepe ya Google haijathibitishwa, kwa hivyo haiwezi kutumika kuingia',
  'google.email-address-linked-different-google':
    'Anwani hii ya barua pepe imeunganishwa na akaunti nyingine ya Google',
  // listing
  'listing.availability-not-for-type':
    'Ni nyumba ya kupangisha tu inayoweza kuwekwa kama imepangishwa, na ya kuuza tu kama imeuzwa',
  'listing.availability-required': 'Sema kama inapatikana, imesimamishwa, imepangishwa au imeuzwa',
  'listing.counted': 'Imehesabiwa',
  // message
  'message.required': 'Andika ujumbe',
  'message.too-long': 'Ujumbe usizidi herufi 2000',
  'message.conversation-not-found': 'Mazungumzo hayakupatikana',
  'message.own-listing-message': 'Hili ni tangazo lako: watu watakuandikia kulihusu',
  'message.listing-closed-to-messages': 'Tangazo hili halipatikani tena, kwa hivyo halipokei mazungumzo mapya',
  'message.blocked-conversation': 'Huwezi kutuma ujumbe katika mazungumzo haya',
  'message.new-account-limit': 'Akaunti mpya zinaweza kuanzisha mazungumzo 5 kwa siku. Tafadhali jaribu tena kesho.',
  'message.held':
    'Ujumbe huohuo umetumwa kwa wenye matangazo kadhaa leo, kwa hivyo msimamizi ataukagua kabla haujafikishwa.',
  'message.conversation-reported': 'Asante. Msimamizi atasoma mazungumzo haya.',
  'message.scam-notice':
    'Nyumba haiombi kamwe ada ya kuona nyumba. Usilipe kamwe kabla ya kuona nyumba na kukutana na mwenye nyumba au wakala wake.',
  'message.choose-who-sees-phone-number': 'Chagua nani anaona namba yako ya simu',
  'message.report-not-found': 'Ripoti haikupatikana',
  'message.report-dismissed': 'Ripoti imetupiliwa mbali',
  'message.report-upheld': 'Ripoti imekubaliwa',
  'message.not-found': 'Ujumbe haukupatikana',
  'message.rejected': 'Ujumbe umekataliwa',
  'message.delivered': 'Ujumbe umefikishwa',
  // shield
  'shield.confirm-link-invalid':
    'Kiungo hiki kimeisha muda au kimebadilishwa na kipya. Ingia ili usasishe tangazo kutoka Matangazo Yangu.',
  'shield.copy-held-reason':
    'Picha au maelezo yake yanalingana na tangazo la mtangazaji mwingine. Msimamizi atayalinganisha; litachapishwa ikiwa ni lako.',
  'shield.name-held-reason':
    'Jina lake linafanana na anwani ya tovuti, namba ya simu, msimbo au maagizo ya malipo. Msimamizi ataliangalia; badilisha jina na litachapishwa tena.',
  'shield.new-lister-limit':
    'Akaunti mpya zinaweza kuwa na matangazo 3 hai katika siku 7 za kwanza. Simamisha moja au liweke kuwa limepangishwa au limeuzwa, au ongeza mengine baadaye.',
  // limit
  'limit.try-again-in-minutes': 'Jaribu tena baada ya dakika {minutes}.',
  'limit.too-many-attempts-network': 'Majaribio mengi mno kutoka mtandao wako.',
  'limit.hourly-listings':
    'Kikomo kimefikiwa: akaunti moja imeweka matangazo mengi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-posts': 'Kikomo kimefikiwa: akaunti moja imeandika makala mengi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-messages': 'Kikomo kimefikiwa: akaunti moja imetuma jumbe nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-reports': 'Kikomo kimefikiwa: akaunti moja imetuma ripoti nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-reviews': 'Kikomo kimefikiwa: akaunti moja imeandika maoni mengi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-booking-requests':
    'Kikomo kimefikiwa: akaunti moja imetuma maombi mengi ya nafasi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-alerts': 'Kikomo kimefikiwa: akaunti moja imeweka arifa nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-notes-moderators':
    'Kikomo kimefikiwa: akaunti moja imetuma jumbe nyingi kwa msimamizi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-codes': 'Kikomo kimefikiwa: akaunti moja imejaribu nambari nyingi kadiri inavyoruhusiwa kwa saa moja.',
  // message
  'message.streams-full':
    'Kuna miunganisho mingi mno ya moja kwa moja kutoka mtandao wako sasa hivi. Funga kichupo kingine, au jaribu tena baada ya dakika moja.',
  // copy
  'copy.claim-sent':
    'Imetumwa. Msimamizi atalinganisha matangazo yote mawili na tarehe zake, na kuchapisha lako ikiwa ndilo la asili.',
  'copy.not-held': 'Tangazo hili halijazuiliwa kama nakala.',
  'copy.ruled-original':
    'Limeamuliwa kuwa la asili: limechapishwa, na matangazo yaliyolingana nalo yamezuiliwa kama nakala zake.',
  'copy.ruled-copy': 'Limeamuliwa kuwa nakala: linabaki limezuiliwa, hata mtangazaji wake akibadilisha nini.',
  'copy.claim-note':
    'Eleza jinsi picha na maneno ni yako (ulipiga picha wapi na lini, au uliitangaza nyumba wapi kwingine)',
  'copy.claim-too-long': 'Ujumbe usizidi herufi 1000',
  'copy.choose-original-copy': 'Chagua la asili au nakala',
  ...dealMessages,
  ...tenancyMessages,
  ...jobMessages,
  ...agencyMessages,
  ...privacyMessages,
  ...phoneMessages,
};
