import type { Messages } from '../en';

export const account: Messages['account'] = {
  profile: {
    title: 'Wasifu',
    userId: 'Kitambulisho:',
    passwordHint: 'Acha wazi ili ubaki na nenosiri lako la sasa. Angalau herufi {{min}}.',
    update: 'Sasisha Wasifu',
    updating: 'Inasasisha...',
    updated: 'Wasifu umesasishwa!',
    updateFailed: 'Kusasisha kumeshindikana',
    authFailed: 'Uthibitishaji umeshindikana. Tafadhali ingia tena.',
    signOut: 'Toka',
    delete: 'Futa Akaunti',
    deleteConfirm: 'Una uhakika unataka kufuta akaunti yako? Hatua hii haiwezi kutenduliwa.',
    deleteConfirmAction: 'Futa',
    deleting: 'Inafuta...',
    cancel: 'Ghairi',
    deleteFailed: 'Imeshindikana kufuta akaunti',
    currentPassword: 'Nenosiri la sasa',
    currentPasswordHint:
      'Linahitajika kubadilisha barua pepe au nenosiri, ili mtu mwingine anayetumia simu hii asiweze.',
    googleProof: 'Akaunti yako huingia kwa Google: ingia tena kwa Google, kisha ufanye hivi ndani ya dakika 10.',
    emailChangeSent:
      'Tumetuma kiungo kwa anwani yako mpya. Barua pepe yako itabadilika ukikifuata; hadi hapo itabaki ilivyo.',
  },
  lister: {
    legend: 'Ukurasa wako wa umma',
    intro: 'Huonyeshwa kwenye ukurasa wako, ambao matangazo yako yanaunganisha nao. Acha sehemu wazi ili kuificha.',
    businessName: 'Jina la biashara (si lazima)',
    about: 'Kukuhusu (si lazima)',
    aboutHint: 'Mistari michache kwa watu wanaochagua wa kumpigia: unachofanya na wapi. Zisizozidi herufi {{max}}.',
    earbNumber: 'Nambari ya usajili ya EARB (mawakala wa nyumba)',
    earbHint: 'Huonyeshwa kama haijakaguliwa hadi Nyumba iikague kwa Bodi ya Usajili wa Mawakala wa Mali (EARB).',
    earbVerified:
      'Imekaguliwa na Nyumba: ukurasa wako unaonyesha "Wakala aliyethibitishwa". Kubadilisha nambari kunahitaji ukaguzi mpya.',
  },
  settings: {
    title: 'Mipangilio',
    menuLabel: 'Akaunti',
    myListings: 'Matangazo Yangu',
    myPosts: 'Makala Zangu za Blogu',
    alerts: 'Arifa zangu',
    profileSettings: 'Mipangilio ya Wasifu',
    moderation: 'Usimamizi',
    contactUs: 'Wasiliana Nasi',
  },
  contact: {
    phone: 'Simu',
    email: 'Barua pepe',
    copy: 'Nakili',
    copied: 'Imenakiliwa!',
    copyLabel: 'Nakili {{what}}',
    copyFailed: 'Imeshindikana kunakili. Tafadhali inakili kwa mkono.',
  },
};
