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
} as const;
