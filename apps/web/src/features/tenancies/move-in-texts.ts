import { TENANCY_RELEASE_HOURS, type InventoryRoom, type Language, type TenancyProblemBody } from '@nyumba/domain';

type Condition = InventoryRoom['condition'];
type Problem = TenancyProblemBody['kind'];

/**
 * The words of paying into Nyumba's hold, cancelling before the keys, confirming the keys with
 * the move-in inventory, and reporting a problem, in both languages.
 */
const en = {
  payTitle: 'Pay into Nyumba’s hold',
  toPay: (total: string) => `${total} to pay`,
  toPayParts: (rent: string, deposit: string) => `First month ${rent} + deposit ${deposit}`,
  payBy: (time: string) => `Pay by ${time}, or the acceptance lapses and the home is free again.`,
  held: 'Nyumba holds it: the first month goes to the lister once you confirm the keys; the deposit stays held until you move out.',
  firstMonthLine: 'First month’s rent',
  depositLine: 'Deposit (held by Nyumba until you move out)',
  paying: 'Sending the prompt…',
  waiting: 'Check your phone: enter your M-Pesa PIN.',
  waitingMpesa: 'Waiting for M-Pesa…',
  notPaid: (why: string) => `Not paid: ${why}`,
  testMode: 'Test mode: payments go to the M-Pesa simulator, and no real money moves.',
  testPhone: 'Open the test phone',
  refundNow: (amount: string) => `Cancel now and you get ${amount} back.`,
  refundParts: (deposit: string, firstMonth: string | null) =>
    firstMonth
      ? `The deposit ${deposit} and the first month ${firstMonth}.`
      : `The deposit ${deposit}; the first month is not returned.`,
  cancel: 'Cancel the tenancy',
  cancelRequest: 'Cancel the request',
  cancelTitle: 'Cancel this tenancy?',
  cancelListerPaid: 'The tenant has paid: cancelling returns everything they paid.',
  cancelReason: 'Why are you cancelling?',
  cancelConfirm: 'Cancel it',
  keep: 'Keep it',
  keysTitle: 'Moving in',
  keysFrom: (day: string) =>
    `From ${day}, once you have the keys, confirm it here with the state of each room. Until then the first month stays held.`,
  keysRelease: (time: string) =>
    `If you say nothing and report no problem, the first month is paid to the lister on ${time} (${TENANCY_RELEASE_HOURS} hours after the move-in date).`,
  haveKeys: 'I have the keys',
  inventoryTitle: 'The rooms as you find them',
  inventoryIntro:
    'Note each room’s state, with photos where something is worn or broken: at move-out this is what the home is compared with. Confirming pays the first month to the lister; the deposit stays held.',
  room: 'Room',
  roomNumber: (n: number) => `Room ${n}`,
  condition: 'Condition',
  conditions: { good: 'Good', fair: 'Fair', poor: 'Poor', damaged: 'Damaged' } satisfies Record<Condition, string>,
  notes: 'Notes',
  photos: 'Photos',
  addPhotos: 'Add photos',
  uploading: 'Uploading…',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoFailed: 'A photo did not upload. Try it again.',
  photosMax: (max: number) => `Up to ${max} photos.`,
  addRoom: 'Add a room',
  removeRoom: (name: string) => `Remove ${name}`,
  defaultRooms: ['Sitting room', 'Kitchen', 'Bedroom', 'Bathroom'],
  confirmKeys: 'Confirm the keys',
  confirming: 'Sending…',
  back: 'Back',
  problem: 'Report a problem',
  problemTitle: 'What is wrong?',
  problemIntro: 'The money stays held while a moderator looks at it; the lister is not paid meanwhile.',
  problemKind: 'The problem',
  problems: {
    'no-keys': 'I did not get the keys',
    occupied: 'Someone else lives there',
    'not-as-listed': 'It is not as listed',
  } satisfies Record<Problem, string>,
  problemNote: 'What happened?',
  problemSend: 'Report it and hold the money',
  sending: 'Sending…',
};

const sw: typeof en = {
  payTitle: 'Lipa kwenye ushikiliaji wa Nyumba',
  toPay: (total) => `${total} za kulipa`,
  toPayParts: (rent, deposit) => `Mwezi wa kwanza ${rent} + amana ${deposit}`,
  payBy: (time) => `Lipa kabla ya ${time}, la sivyo makubaliano yanaisha na nyumba inakuwa wazi tena.`,
  held: 'Nyumba inazishikilia: mwezi wa kwanza unaenda kwa mtangazaji ukithibitisha funguo; amana inabaki imeshikiliwa hadi utakapohama.',
  firstMonthLine: 'Kodi ya mwezi wa kwanza',
  depositLine: 'Amana (inashikiliwa na Nyumba hadi utakapohama)',
  paying: 'Inatuma ombi…',
  waiting: 'Angalia simu yako: weka PIN yako ya M-Pesa.',
  waitingMpesa: 'Inasubiri M-Pesa…',
  notPaid: (why) => `Haijalipwa: ${why}`,
  testMode: 'Hali ya majaribio: malipo yanaenda kwa kiigaji cha M-Pesa, na hakuna pesa halisi inayohamishwa.',
  testPhone: 'Fungua simu ya majaribio',
  refundNow: (amount) => `Ukighairi sasa unarudishiwa ${amount}.`,
  refundParts: (deposit, firstMonth) =>
    firstMonth
      ? `Amana ${deposit} na mwezi wa kwanza ${firstMonth}.`
      : `Amana ${deposit}; mwezi wa kwanza haurudishwi.`,
  cancel: 'Ghairi upangaji',
  cancelRequest: 'Ghairi ombi',
  cancelTitle: 'Ughairi upangaji huu?',
  cancelListerPaid: 'Mpangaji amelipa: kughairi kunamrudishia kila alicholipa.',
  cancelReason: 'Kwa nini unaghairi?',
  cancelConfirm: 'Ghairi',
  keep: 'Usighairi',
  keysTitle: 'Kuhamia',
  keysFrom: (day) =>
    `Kuanzia ${day}, ukishapata funguo, thibitisha hapa pamoja na hali ya kila chumba. Hadi hapo mwezi wa kwanza unabaki umeshikiliwa.`,
  keysRelease: (time) =>
    `Usiposema lolote wala kuripoti tatizo, mwezi wa kwanza unalipwa kwa mtangazaji tarehe ${time} (saa ${TENANCY_RELEASE_HOURS} baada ya tarehe ya kuhamia).`,
  haveKeys: 'Nimepata funguo',
  inventoryTitle: 'Vyumba kama ulivyovikuta',
  inventoryIntro:
    'Andika hali ya kila chumba, na picha palipochakaa au kuvunjika: wakati wa kuhama nyumba inalinganishwa na hii. Kuthibitisha kunalipa mwezi wa kwanza kwa mtangazaji; amana inabaki imeshikiliwa.',
  room: 'Chumba',
  roomNumber: (n) => `Chumba ${n}`,
  condition: 'Hali',
  conditions: { good: 'Nzuri', fair: 'Wastani', poor: 'Mbaya', damaged: 'Imeharibika' },
  notes: 'Maelezo',
  photos: 'Picha',
  addPhotos: 'Ongeza picha',
  uploading: 'Inapakia…',
  removePhoto: (n) => `Ondoa picha ${n}`,
  photoFailed: 'Picha moja haikupakiwa. Ijaribu tena.',
  photosMax: (max) => `Hadi picha ${max}.`,
  addRoom: 'Ongeza chumba',
  removeRoom: (name) => `Ondoa ${name}`,
  defaultRooms: ['Sebule', 'Jikoni', 'Chumba cha kulala', 'Bafu'],
  confirmKeys: 'Thibitisha funguo',
  confirming: 'Inatuma…',
  back: 'Rudi',
  problem: 'Ripoti tatizo',
  problemTitle: 'Kuna tatizo gani?',
  problemIntro: 'Pesa zinabaki zimeshikiliwa msimamizi akiangalia; mtangazaji halipwi kwa sasa.',
  problemKind: 'Tatizo',
  problems: {
    'no-keys': 'Sikupata funguo',
    occupied: 'Kuna mtu mwingine anaishi hapo',
    'not-as-listed': 'Si kama ilivyotangazwa',
  },
  problemNote: 'Nini kilitokea?',
  problemSend: 'Ripoti na ushikilie pesa',
  sending: 'Inatuma…',
};

export const moveInTexts = (language: Language) => (language === 'sw' ? sw : en);
export type MoveInWords = typeof en;
