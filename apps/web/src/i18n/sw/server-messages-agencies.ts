import type { MessageCode } from '@nyumba/domain';

// The server's sentences about agencies (docs/agencies.md) in Swahili, by code: part of the
// table in server-messages.ts and loaded with it. Words as docs/glossary-sw.md has them
// (wakala, wakala wa mali, mwaliko, mteja).
export const agencyMessages = {
  'agency.not-found': 'Wakala hakupatikana',
  'agency.no-earb': 'Wakala huu hauna namba ya usajili ya EARB ya kukaguliwa',
  'agency.earb-checked': 'Namba ya EARB ya wakala imekaguliwa: ukurasa wa wakala sasa unasema hivyo.',
  'agency.earb-unchecked': 'Namba ya EARB ya wakala haijathibitishwa: ukurasa wa wakala unasema bado haijakaguliwa.',
  'agency.members-only': 'Wanachama wa wakala huu pekee wanaweza kufanya hivi',
  'agency.role-refused': 'Nafasi yako katika wakala huu hairuhusu hili',
  'agency.owner-only': 'Mmiliki wa wakala pekee ndiye anaweza kutoa au kuondoa nafasi ya mmiliki',
  'agency.last-owner': 'Wakala hubaki na angalau mmiliki mmoja: mfanye mwanachama mwingine mmiliki kwanza',
  'agency.number-unproven':
    'Thibitisha namba hii kwenye Mipangilio kwanza: namba ya wakala na malipo yake hutumia namba uliyothibitisha kwa SMS',
  'agency.invite-gone': 'Mwaliko huu umeisha muda au umeshatumika. Omba wakala mwaliko mpya.',
  'agency.invite-not-yours': 'Mwaliko huu ulitumwa kwa barua pepe au namba nyingine ya simu',
  'agency.already-member': 'Tayari wewe ni mwanachama wa wakala huu',
  'agency.not-member': 'Si mwanachama wa wakala huu',
  'agency.agent-not-member': 'Mpe tangazo wakala wa mali wa wakala huu',
  'agency.one-contact': 'Toa barua pepe au namba ya simu ili kualika',
  'agency.created': 'Wakala umeundwa. Alika mawakala wako kutoka ukurasa wake.',
  'agency.invite-sent': 'Mwaliko umetumwa. Unafanya kazi kwa siku {days}.',
  'agency.joined': 'Umejiunga na wakala.',
  'agency.lead-not-found': 'Mteja huyu hakupatikana',
  'agency.move-consent': 'Mwenye tangazo pekee ndiye anaweza kulihamishia kwa wakala',
  'agency.stats-not-yours': 'Mwenye tangazo na wakala wake pekee ndio wanaona takwimu hizi',
  'agency.invites-open': 'Wakala una mialiko isiyozidi 50 iliyo wazi: subiri baadhi itumike au iishe muda',
  'agency.import-too-many': 'Matangazo yasiyozidi {count} katika faili moja: ligawe na uingize kila sehemu',
  'agency.import-too-large': 'Faili ni kubwa mno: isizidi MB 5',
  'agency.import-send-file': 'Tuma faili kama multipart/form-data katika sehemu "file"',
  'agency.import-needs-header':
    'Mstari wa kwanza lazima uwe kichwa: externalId,name,type,price,bedrooms,areaName,description,phone,photoUrls',
  'agency.import-no-listings': 'Mlisho hauna vipengele vya listing',
  'agency.import-no-dtd': 'Mlisho hauruhusiwi kutangaza DTD wala entities',
  'limit.hourly-agencies': 'Kikomo kimefikiwa: akaunti moja imeunda mawakala wengi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-invitations':
    'Kikomo kimefikiwa: akaunti moja imetuma mialiko mingi kadiri inavyoruhusiwa kwa saa moja.',
  'limit.hourly-imports': 'Kikomo kimefikiwa: akaunti moja imeingiza faili nyingi kadiri inavyoruhusiwa kwa saa moja.',
} satisfies Partial<Record<MessageCode, string>>;
