import type { Messages } from '../en';

export const errors: Messages['errors'] = {
  notFound: {
    title: 'Ukurasa haupatikani',
    body: 'Hatukuweza kupata ukurasa huo. Huenda umehamishwa, au kiungo si sahihi.',
    goHome: 'Nenda Mwanzo',
  },
  route: {
    title: 'Kuna tatizo',
    body: 'Skrini hii haikuweza kupakia. Angalia mtandao wako kisha ujaribu tena.',
    reload: 'Jaribu tena',
  },
};
