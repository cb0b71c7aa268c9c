import type { Messages } from '../en';

export const home: Messages['home'] = {
  documentTitle: 'Nyumba: nyumba na mafundi wa kuaminika Kenya',
  // As many as English (the spec's pool of 18); one is picked per visit.
  taglines: [
    'Pata nyumba yako ijayo Nairobi na kwingineko',
    'Karibu nyumbani: nyumba yako ijayo iko karibu',
    'Kutoka Kilimani hadi Kisumu, pata mahali pa kuita nyumbani',
    'Mafundi wa kuaminika, hapo karibu nawe',
    'Nyumba za kupanga, bnb na nyumba za kuuza kote Kenya',
    'Bedsitter yako ijayo, tayari',
    'Unahama mwezi huu? Pata nyumba na wahamishaji',
    'Nyumba pwani, nyanda za juu na mjini',
    'Ishi karibu na kazi, shule na nyama choma unayopenda',
    'Mafundi wa kuaminika kwa kila kona ya nyumba yako',
    'Kukaa kwa muda Naivasha, Diani na kila mahali katikati',
    'Nyumba inayoendana na bajeti na mipango yako',
    'Ione kwenye ramani kabla ya kwenda kuiona',
    'Kutoka Westlands hadi Mombasa Road, nyumba zinazokufaa',
    'Mafundi wa maji, mafundi umeme na wasanifu karibu nawe',
    'Nyumba nzuri, bei poa',
    'Nyumba Eldoret, Nakuru au Thika? Anza hapa',
    'Iweke fanicha, itengeneze, ipende: mafundi wa nyumba yako',
  ],
  heroSubtitle: 'Tazama nyumba, malazi ya muda mfupi na mafundi wa kuaminika, kwenye orodha au ramani.',
  searchPlaceholder: 'Kilimani, bedsitter, wahamishaji…',
  exploreOnMap: 'Gundua kwenye Ramani',
  recent: 'Ulichotafuta hivi karibuni',
  explore: 'Gundua',
  exploreSubtitle: 'Tafuta kwa mtaa, aina ya nyumba au huduma.',
  tiles: {
    label: 'Tazama kwa aina',
    homes: 'nyumba',
    pros: 'mafundi',
    teams: 'timu',
  },
  featured: {
    title: 'Matangazo Maalum',
    empty: 'Bado hakuna matangazo ya kuonyesha.',
    loading: 'Inapakia matangazo...',
    seeAll: 'Tazama matangazo yote',
  },
};
