import type { Messages } from '../en';

export const nav: Messages['nav'] = {
  label: 'Kuu',
  blog: 'Blogu',
  saved: 'Vipendwa',
  home: 'Mwanzo',
  search: 'Tafuta',
  messages: 'Ujumbe',
  profile: 'Wasifu',
  desktopLabel: 'Menyu kuu',
  map: 'Ramani',
  listProperty: 'Tangaza mali yako',
  listShort: 'Tangaza',
  account: 'Akaunti',
  accountMenu: 'Menyu ya akaunti',
  signIn: 'Ingia',
  myListings: 'Matangazo yangu',
  myPosts: 'Makala zangu',
  alerts: 'Arifa zangu',
  settings: 'Mipangilio',
  moderation: 'Usimamizi',
  signOut: 'Toka',
};
