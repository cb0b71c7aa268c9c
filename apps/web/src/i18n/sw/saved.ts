import type { Messages } from '../en';

export const saved: Messages['saved'] = {
  title: 'Matangazo Uliyohifadhi',
  logIn: 'Tafadhali ingia ili uone matangazo uliyohifadhi',
  signIn: 'Ingia',
  loading: 'Inapakia matangazo uliyohifadhi...',
  failed: 'Imeshindikana kupakia matangazo uliyohifadhi',
  retry: 'Jaribu tena',
  empty: 'Hujahifadhi tangazo lolote.',
  browse: 'Tafuta nyumba na mafundi',
  remove: 'Ondoa {{name}} kwenye matangazo uliyohifadhi',
  removeTitle: 'Ondoa kwenye uliyohifadhi',
  toggle: {
    label: 'Hifadhi {{name}}',
    saveTitle: 'Hifadhi',
    savedTitle: 'Imehifadhiwa',
    saveFailed: 'Imeshindikana kuhifadhi. Tafadhali jaribu tena.',
    removeFailed: 'Imeshindikana kuondoa. Tafadhali jaribu tena.',
  },
};
