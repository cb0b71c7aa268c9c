import type { Messages } from '../en';

// Mazungumzo: kikasha, mazungumzo moja, "Tuma ujumbe" (features/messages).
export const messages: Messages['messages'] = {
  nav: 'Ujumbe',
  unread_one: 'Ujumbe {{count}} haujasomwa',
  unread_other: 'Jumbe {{count}} hazijasomwa',
  contact: {
    send: 'Tuma ujumbe',
    short: 'Ujumbe',
    open: 'Fungua mazungumzo',
    afterReply: 'Mwenye tangazo ataonyesha namba yake ya simu akishajibu ujumbe wako.',
  },
  settings: {
    title: 'Ujumbe',
    mails: 'Nitumie barua pepe ujumbe ukisubiri bila kusomwa kwa dakika 10',
    saved: 'Imehifadhiwa',
  },
  phone: {
    legend: 'Nani anaona namba yako ya simu',
    afterReply: 'Watu ninaowajibu (inapendekezwa: mnazungumza kwenye Nyumba kwanza)',
    public: 'Kila anayefungua tangazo',
  },
  menu: {
    report: 'Ripoti mazungumzo haya',
  },
};
