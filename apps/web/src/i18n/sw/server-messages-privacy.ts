/**
 * The privacy centre's sentences in Swahili, by code (packages/domain/src/core/sentences/privacy.ts).
 */
export const privacyMessages = {
  'privacy.export-started': 'Tunakusanya data yako. Tutakutumia kiungo ikiwa tayari.',
  'privacy.export-too-soon':
    'Uliomba nakala ya mwisho chini ya saa moja iliyopita. Tumia hiyo, au ujaribu tena baadaye.',
  'privacy.export-not-found': 'Nakala hii ya data yako haikupatikana, au kiungo chake kimeisha muda',
  'privacy.consent-saved': 'Chaguo lako limehifadhiwa',
  'privacy.consent-purpose-invalid':
    'purpose lazima iwe mojawapo ya marketing-sms, marketing-mail, whatsapp, alerts, sms-notices',
  'privacy.account-delete-blocked': 'Maliza au ughairi haya kwanza, kisha ufute akaunti yako:',
  'privacy.sms-inbound-stopped': 'Imesitishwa',
  'privacy.sms-inbound-received': 'Imepokelewa',
  'privacy.legal-hold-placed': 'Zuio la kisheria limewekwa: hakuna kitu cha akaunti hii kitakachofutwa hadi liondolewe',
  'privacy.legal-hold-lifted': 'Zuio la kisheria limeondolewa',
  'receipt.not-found': 'Risiti haikupatikana',
  'receipt.not-yet': 'Hakuna risiti hadi malipo yapite',
  'privacy.court-order-only-removes': 'Amri ya mahakama huondoa: chagua ondoa',
  'payment.price-changed': 'Bei imebadilika tangu ulipoangalia. Angalia jumla mpya na uthibitishe tena.',
  'stay.needs-tra-licence':
    'Bnb hii haiwezi kupokea makazi mapya bado: mwenyeji hajatoa namba ya leseni ya Mamlaka ya Udhibiti wa Utalii (TRA)',
  'listing.tra-licence-format':
    'Andika namba ya leseni ya Mamlaka ya Udhibiti wa Utalii kama ilivyoandikwa: hadi herufi, tarakimu, / na - 40',
  'labels.earb-not-this-year': 'Cheti cha kazi si cha mwaka huu: muombe wakala cheti chake',
  'labels.earb-year-missing': 'Akaunti hii haijaandika mwaka wa cheti chake cha kazi',
  'labels.earb-year-format': 'Mwaka wa cheti lazima uwe mwaka kama 2026',
  'labels.role-invalid': 'listerRole lazima iwe mojawapo ya agent, landlord, caretaker, private',
  'labels.landlord-phone-required': 'Mtunzaji hutaja namba ya simu ya mwenye nyumba, ili mwenye nyumba athibitishe',
  'labels.caretaker-not-found': 'Ombi hili halikupatikana, au si la namba yako',
  'labels.caretaker-needs-phone': 'Thibitisha namba yako ya simu kwanza: ombi lilitumwa kwa namba',
  'labels.caretaker-confirmed': 'Imethibitishwa: wanaonyeshwa kama mtunzaji wako',
  'labels.caretaker-refused': 'Imekataliwa: hawaonyeshwi kama mtunzaji wako',
  'labels.agent-granted': 'Lebo ya Wakala imetolewa: namba ya EARB na cheti cha mwaka huu vimekaguliwa',
  'labels.agent-taken-back': 'Lebo ya Wakala imeondolewa',
  'labels.adult-required': 'Thibitisha kuwa una miaka 18 au zaidi ili kuorodhesha au kulipa kwenye Nyumba',
  'labels.adult-confirmed': 'Asante: umethibitisha kuwa una miaka 18 au zaidi',
  'labels.terms-accepted': 'Asante: masharti yamekubaliwa',
  'labels.terms-not-current': 'Haya si masharti ya sasa: pakia ukurasa upya uyasome',
  'documents.kind-invalid': 'kind lazima iwe mojawapo ya earb-certificate, tra-licence, ownership',
  'documents.type': 'Pakia picha (JPEG, PNG au WebP) au PDF ya hati',
  'documents.too-big': 'Hati isizidi MB 5',
  'documents.too-many': 'Una hati 10 zinazosubiri ukaguzi; futa moja kwanza',
  'documents.not-found': 'Hati haikupatikana',
  'documents.saved': 'Imepakiwa. Wasimamizi wa Nyumba pekee wanaweza kuifungua; inafutwa siku 30 baada ya ukaguzi wao.',
  'documents.deleted': 'Hati imefutwa',
  'documents.send-multipart': 'Tuma hati kama multipart/form-data: sehemu "kind", kisha sehemu "file"',
} as const;
