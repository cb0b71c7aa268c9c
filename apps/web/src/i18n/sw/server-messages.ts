import { dealMessages } from './server-messages-deals';
import { phoneMessages } from './server-messages-phone';

/**
 * The server answers in English: the spec's exact texts, which API clients match on.
 * A Swahili screen shows them in Swahili through this table, keyed by the exact English
 * text (messages that carry a value, such as a name, stay as sent). Loaded only with
 * Swahili; i18n.test.ts checks every key is a message the domain or the server writes.
 */
export const serverMessages: Record<string, string> = {
  // Accounts
  'Invalid email or password': 'Barua pepe au nenosiri si sahihi',
  'An account with this email already exists': 'Tayari kuna akaunti yenye barua pepe hii',
  'This username is already taken': 'Jina hili la mtumiaji tayari limechukuliwa',
  'Email is required': 'Weka barua pepe',
  'Email is too long': 'Barua pepe ni ndefu mno',
  'Enter a valid email address': 'Weka anwani sahihi ya barua pepe',
  'Password is required': 'Weka nenosiri',
  'Password must be at least 8 characters': 'Nenosiri liwe na angalau herufi 8',
  'Password must be at most 200 characters': 'Nenosiri lisizidi herufi 200',
  'Username is required': 'Weka jina la mtumiaji',
  'Username must be at most 40 characters': 'Jina la mtumiaji lisizidi herufi 40',
  "Username may use letters, numbers, spaces and . _ ' -":
    "Jina la mtumiaji linaweza kuwa na herufi, nambari, nafasi na . _ ' -",
  'Username cannot have two spaces in a row': 'Jina la mtumiaji haliwezi kuwa na nafasi mbili mfululizo',
  'Username cannot contain invisible or direction-changing characters':
    'Jina la mtumiaji haliwezi kuwa na herufi zisizoonekana au zinazobadilisha mwelekeo',
  'Enter your current password to do this': 'Weka nenosiri lako la sasa ili kufanya hivi',
  'That is not your current password': 'Hilo si nenosiri lako la sasa',
  'Sign in with Google again, then do this within 10 minutes':
    'Ingia tena kwa Google, kisha ufanye hivi ndani ya dakika 10',
  'Check your email: we have sent a link to finish signing up. It works for 24 hours.':
    'Angalia barua pepe yako: tumetuma kiungo cha kukamilisha usajili. Kinafanya kazi kwa saa 24.',
  'If an account uses that address, we have sent it a link to set a new password. It works for one hour.':
    'Ikiwa kuna akaunti inayotumia anwani hiyo, tumeitumia kiungo cha kuweka nenosiri jipya. Kinafanya kazi kwa saa moja.',
  'This link has expired or was already used. Ask for a new one.':
    'Kiungo hiki kimeisha muda au kimeshatumika. Omba kipya.',
  'Your password was changed. Sign in with the new one.': 'Nenosiri lako limebadilishwa. Ingia kwa jipya.',
  'Another account now uses that address, so it cannot be yours.':
    'Akaunti nyingine sasa inatumia anwani hiyo, kwa hivyo haiwezi kuwa yako.',
  'Your email address is confirmed.': 'Anwani yako ya barua pepe imethibitishwa.',
  'That email address is confirmed. It belongs to another account, so you are still signed in as yourself.':
    'Anwani hiyo ya barua pepe imethibitishwa. Ni ya akaunti nyingine, kwa hivyo bado umeingia kama wewe mwenyewe.',
  'If that address has an account waiting to be confirmed, we have sent it a new link. It works for 24 hours.':
    'Ikiwa anwani hiyo ina akaunti inayosubiri kuthibitishwa, tumeitumia kiungo kipya. Kinafanya kazi kwa saa 24.',
  'Confirm your email address before publishing: follow the link we sent you, or send a new one from your profile.':
    'Thibitisha anwani yako ya barua pepe kabla ya kuchapisha: fuata kiungo tulichokutumia, au tuma kipya kutoka kwenye wasifu wako.',
  'We have sent a link to your new address. Your email changes when you follow it (within 24 hours).':
    'Tumetuma kiungo kwa anwani yako mpya. Barua pepe yako itabadilika ukikifuata (ndani ya saa 24).',
  'Profile updated successfully!': 'Wasifu umesasishwa!',
  'Too many failed sign-in attempts for this account.':
    'Majaribio mengi mno ya kuingia yameshindikana kwa akaunti hii.',
  'Too many failed sign-in attempts for this account. Try again in 15 minutes.':
    'Majaribio mengi mno ya kuingia yameshindikana kwa akaunti hii. Jaribu tena baada ya dakika 15.',
  'Too many attempts from your network. Try again in 1 minute.':
    'Majaribio mengi mno kutoka kwenye mtandao wako. Jaribu tena baada ya dakika 1.',
  'This account is suspended. Write to us if you think this is a mistake.':
    'Akaunti hii imesimamishwa. Tuandikie ikiwa unadhani ni kosa.',
  'You need to sign in first': 'Unahitaji kuingia kwanza',
  'Your account has been deleted': 'Akaunti yako imefutwa',
  'You are not allowed to do that': 'Huruhusiwi kufanya hivyo',
  'You can only change your own account': 'Unaweza kubadilisha akaunti yako tu',
  'This request did not come from Nyumba; please reload the page and try again':
    'Ombi hili halikutoka Nyumba; tafadhali pakia ukurasa upya kisha ujaribu tena',
  'Something went wrong on our side. Please try again.': 'Kuna tatizo upande wetu. Tafadhali jaribu tena.',
  'Nyumba is briefly unavailable. Please try again in a minute.':
    'Nyumba haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya dakika moja.',
  // Listings
  'Name is required': 'Weka jina',
  'Name must be at most 120 characters': 'Jina lisizidi herufi 120',
  'Description is required': 'Weka maelezo',
  'Description must be at most 5000 characters': 'Maelezo yasizidi herufi 5000',
  'Price is required': 'Weka bei',
  'Price must be more than 0': 'Bei lazima iwe zaidi ya 0',
  'The pin on the map is far from the area you chose: move the pin to the place, or choose the area it is in':
    'Pini kwenye ramani iko mbali na eneo ulilochagua: hamisha pini hadi mahali husika, au chagua eneo ilipo',
  'Enter a business name': 'Weka jina la biashara',
  'Business name must be at most 80 characters': 'Jina la biashara lisizidi herufi 80',
  'Write something about you': 'Andika kitu kukuhusu',
  'About must be at most 600 characters': 'Maelezo kukuhusu yasizidi herufi 600',
  'EARB number must be at most 30 characters': 'Nambari ya EARB isizidi herufi 30',
  'Choose a listing type': 'Chagua aina ya tangazo',
  'Choose the number of bedrooms': 'Chagua idadi ya vyumba vya kulala',
  'Choose an area from the list': 'Chagua mtaa kutoka kwenye orodha',
  'Choose amenities from the list': 'Chagua huduma za ziada kutoka kwenye orodha',
  'Choose the areas served from the list': 'Chagua maeneo yanayohudumiwa kutoka kwenye orodha',
  'Choose at most 30 areas': 'Chagua maeneo yasiyozidi 30',
  'Enter a price in shillings, like 25000, 25,000 or Ksh 25,000':
    'Weka bei kwa shilingi, kama 25000, 25,000 au Ksh 25,000',
  'Enter the service charge in shillings, like 3,000': 'Weka ada ya huduma kwa shilingi, kama 3,000',
  'Enter a Kenyan phone number, like 0712 345 678, 020 2345678 or +254 712 345 678':
    'Weka nambari ya simu ya Kenya, kama 0712 345 678, 020 2345678 au +254 712 345 678',
  'Phone number is required': 'Weka nambari ya simu',
  'Bathrooms must be a whole number from 0 to 20': 'Bafu ziwe nambari kamili kuanzia 0 hadi 20',
  'Deposit must be a whole number of months from 0 to 12': 'Amana iwe idadi kamili ya miezi kuanzia 0 hadi 12',
  'Floor size must be a whole number of m² from 1 to 100,000':
    'Ukubwa wa sakafu uwe nambari kamili ya m² kuanzia 1 hadi 100,000',
  'Maximum guests must be a whole number from 1 to 50': 'Idadi ya wageni iwe nambari kamili kuanzia 1 hadi 50',
  'Plot size must be a number of acres above 0, like 0.25': 'Ukubwa wa shamba uwe ekari zaidi ya 0, kama 0.25',
  'Location must be inside Kenya': 'Mahali pawe ndani ya Kenya',
  'Location must look like "-1.2921,36.8219"': 'Mahali pawe kama "-1.2921,36.8219"',
  'Maximum 9 images allowed': 'Picha 9 tu zinaruhusiwa',
  'You must upload at least one image': 'Lazima upakie angalau picha moja',
  'The same photo is listed twice': 'Picha moja imewekwa mara mbili',
  'Photos must be uploaded to Nyumba first': 'Picha zipakiwe kwanza kwenye Nyumba',
  'You can only use photos you uploaded yourself': 'Unaweza kutumia picha ulizopakia mwenyewe tu',
  'Only JPEG, PNG, WebP and AVIF photos can be uploaded': 'Picha za JPEG, PNG, WebP na AVIF tu zinaweza kupakiwa',
  'This file is not a photo we can read; it may be damaged or incomplete':
    'Faili hii si picha tunayoweza kusoma; huenda imeharibika au haijakamilika',
  'This photo is too large: at most 40 megapixels': 'Picha hii ni kubwa mno: isizidi megapixel 40',
  'Photos are unavailable right now. Try again in a minute.':
    'Picha hazipatikani sasa hivi. Jaribu tena baada ya dakika moja.',
  'Remove the hidden direction-changing characters: they can disguise text':
    'Ondoa herufi zilizofichwa zinazobadilisha mwelekeo: zinaweza kuficha maandishi',
  'Listing not found': 'Tangazo halipatikani',
  'Listing deleted': 'Tangazo limefutwa',
  'Lister not found': 'Mtangazaji hapatikani',
  // Blog
  'Title is required': 'Weka kichwa',
  'Title must be at most 200 characters': 'Kichwa kisizidi herufi 200',
  'Content is required': 'Andika maudhui',
  'Content must be at most 200 KB': 'Maudhui yasizidi KB 200',
  'You can only change your own posts': 'Unaweza kubadilisha makala zako tu',
  'Post not found': 'Makala haipatikani',
  'Post deleted': 'Makala imefutwa',
  // Lister page, reports, alerts
  'Enter the number as the EARB registered it: letters, digits, spaces, / . and -':
    'Weka nambari kama EARB ilivyoisajili: herufi, tarakimu, nafasi, / . na -',
  'Choose what is wrong': 'Chagua tatizo',
  'Say what is wrong': 'Eleza tatizo',
  'You cannot report your own listing': 'Huwezi kuripoti tangazo lako mwenyewe',
  'You cannot report your own post': 'Huwezi kuripoti makala yako mwenyewe',
  'Thank you. A moderator will look at it.': 'Asante. Msimamizi ataliangalia.',
  'You reported this already. A moderator will look at it.': 'Tayari umeripoti hili. Msimamizi ataliangalia.',
  'Only moderators can do that': 'Wasimamizi tu wanaweza kufanya hivyo',
  'Give the alert a name': 'Ipe arifa jina',
  'Name must be at most 80 characters': 'Jina lisizidi herufi 80',
  'You have 20 alerts. Delete one to add another.': 'Una arifa 20. Futa moja ili uongeze nyingine.',
  'No such alert': 'Arifa hiyo haipo',
  'You already have an alert for this search': 'Tayari una arifa ya utafutaji huu',
  'Alert deleted': 'Arifa imefutwa',
  'This unsubscribe link is not valid. Manage your alerts in My alerts.':
    'Kiungo hiki cha kujiondoa si sahihi. Simamia arifa zako katika Arifa zangu.',
  // Moderation and the limits that keep accounts honest
  'This account has not confirmed its email address; the badge needs a confirmed address':
    'Akaunti hii haijathibitisha anwani yake ya barua pepe; beji inahitaji anwani iliyothibitishwa',
  'Another moderator decides about your own account and items':
    'Msimamizi mwingine ndiye huamua kuhusu akaunti na vitu vyako mwenyewe',
  'Moderators are named in the configuration (MODERATOR_EMAILS); take them off there, not here':
    'Wasimamizi hutajwa kwenye mipangilio (MODERATOR_EMAILS); waondoe huko, si hapa',
  'The request took too long to arrive. Please try again.':
    'Ombi lilichukua muda mrefu mno kufika. Tafadhali jaribu tena.',
  'bbox must be west,south,east,north in degrees': 'Eneo la ramani liwe magharibi,kusini,mashariki,kaskazini kwa nyuzi',
  'bbox covers no area: west must be less than east, and south less than north':
    'Eneo la ramani halina ukubwa: magharibi iwe chini ya mashariki, na kusini chini ya kaskazini',
  'This account has no EARB number to check': 'Akaunti hii haina nambari ya EARB ya kukagua',
  'Reports dismissed': 'Ripoti zimetupiliwa mbali',
  'Hidden until reviewed': 'Limefichwa hadi likaguliwe',
  'Removed; the owner was told why': 'Limeondolewa; mwenyewe ameambiwa sababu',
  'Restored: the public can see it again': 'Limerejeshwa: umma unaweza kuliona tena',
  'User not found': 'Mtumiaji hapatikani',
  'Account not found': 'Akaunti haipatikani',
  'Signed out': 'Umetoka',
  // Photos and listings
  'Image not found': 'Picha haipatikani',
  'This photo is too large: at most 15 MB': 'Picha hii ni kubwa mno: isizidi MB 15',
  'Send one photo per request': 'Tuma picha moja kwa kila ombi',
  'Send the photo in the field "file"': 'Tuma picha katika sehemu "file"',
  'The file is empty': 'Faili haina kitu',
  'You can only see your own listings here': 'Hapa unaweza kuona matangazo yako tu',
  'You can only change your own listings': 'Unaweza kubadilisha matangazo yako tu',
  'The request contains a value that cannot be stored': 'Ombi lina thamani isiyoweza kuhifadhiwa',
  // Google sign-in
  'Google sign-in is unavailable right now. Please try again later.':
    'Kuingia kwa Google hakupatikani sasa hivi. Tafadhali jaribu tena baadaye.',
  'Google sign-in failed: the sign-in could not be verified':
    'Kuingia kwa Google kumeshindikana: kuingia hakukuweza kuthibitishwa',
  'This Google sign-in was already used. Please try again.':
    'Kuingia huku kwa Google kulishatumika. Tafadhali jaribu tena.',
  'Google sign-in was cancelled': 'Kuingia kwa Google kumesitishwa',
  'Google sign-in took too long. Please try again.':
    'Kuingia kwa Google kumechukua muda mrefu mno. Tafadhali jaribu tena.',
  'Your Google account did not share an email address': 'Akaunti yako ya Google haikutoa anwani ya barua pepe',
  'Your Google email address is not verified, so it cannot be used to sign in':
    'Anwani yako ya barua pepe ya Google haijathibitishwa, kwa hivyo haiwezi kutumika kuingia',
  'This email address is linked to a different Google account':
    'Anwani hii ya barua pepe imeunganishwa na akaunti nyingine ya Google',
  // A lister's listings
  'Only a rental can be marked as let, and only a home for sale as sold':
    'Ni nyumba ya kupangisha tu inayoweza kuwekwa kama imepangishwa, na ya kuuza tu kama imeuzwa',
  'Say whether it is available, paused, let or sold': 'Sema kama inapatikana, imesimamishwa, imepangishwa au imeuzwa',
  Counted: 'Imehesabiwa',
  // Messages
  'Write a message': 'Andika ujumbe',
  'A message can be at most 2000 characters': 'Ujumbe usizidi herufi 2000',
  'Conversation not found': 'Mazungumzo hayakupatikana',
  'This is your own listing: people write to you about it': 'Hili ni tangazo lako: watu watakuandikia kulihusu',
  'This listing is no longer available, so it takes no new conversations':
    'Tangazo hili halipatikani tena, kwa hivyo halipokei mazungumzo mapya',
  'You cannot send messages in this conversation': 'Huwezi kutuma ujumbe katika mazungumzo haya',
  'New accounts can start 5 conversations a day. Please try again tomorrow.':
    'Akaunti mpya zinaweza kuanzisha mazungumzo 5 kwa siku. Tafadhali jaribu tena kesho.',
  'The same message went to several listers today, so a moderator will look at it before it is delivered.':
    'Ujumbe huohuo umetumwa kwa wenye matangazo kadhaa leo, kwa hivyo msimamizi ataukagua kabla haujafikishwa.',
  'Thank you. A moderator will read this conversation.': 'Asante. Msimamizi atasoma mazungumzo haya.',
  'Nyumba never asks for viewing fees. Never pay before you have seen the house and met the owner or their agent.':
    'Nyumba haiombi kamwe ada ya kuona nyumba. Usilipe kamwe kabla ya kuona nyumba na kukutana na mwenye nyumba au wakala wake.',
  'Choose who sees your phone number': 'Chagua nani anaona namba yako ya simu',
  'Report not found': 'Ripoti haikupatikana',
  'Report dismissed': 'Ripoti imetupiliwa mbali',
  'Report upheld': 'Ripoti imekubaliwa',
  'Message not found': 'Ujumbe haukupatikana',
  'Message rejected': 'Ujumbe umekataliwa',
  'Message delivered': 'Ujumbe umefikishwa',
  // Scam shield (issue 31).
  'This link has expired or was already replaced by a newer one. Sign in to update the listing from My listings.':
    'Kiungo hiki kimeisha muda au kimebadilishwa na kipya. Ingia ili usasishe tangazo kutoka Matangazo Yangu.',
  "Its photos or description match another lister's listing. A moderator will compare the two; it is published if it is yours.":
    'Picha au maelezo yake yanalingana na tangazo la mtangazaji mwingine. Msimamizi atayalinganisha; litachapishwa ikiwa ni lako.',
  'New accounts can have 3 active listings in their first 7 days. Pause or mark one let or sold, or add more later.':
    'Akaunti mpya zinaweza kuwa na matangazo 3 hai katika siku 7 za kwanza. Simamisha moja au liweke kuwa limepangishwa au limeuzwa, au ongeza mengine baadaye.',
  // The wait in a 429, translated apart from the sentence before it (i18n/index.ts).
  'Try again in {n} minutes.': 'Jaribu tena baada ya dakika {n}.',
  'Too many attempts from your network.': 'Majaribio mengi mno kutoka mtandao wako.',
  // An account's hourly limits (plugins/rate-limit.ts), one per thing limited.
  'Limit reached: as many listings as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imeweka matangazo mengi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many posts as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imeandika makala mengi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many messages as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imetuma jumbe nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many reports as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imetuma ripoti nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many reviews as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imeandika maoni mengi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many booking requests as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imetuma maombi mengi ya nafasi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many alerts as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imeweka arifa nyingi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many notes to moderators as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imetuma jumbe nyingi kwa msimamizi kadiri inavyoruhusiwa kwa saa moja.',
  'Limit reached: as many codes as one account may make in an hour.':
    'Kikomo kimefikiwa: akaunti moja imejaribu nambari nyingi kadiri inavyoruhusiwa kwa saa moja.',
  // Copies by precedence, live streams (issue 38).
  'Too many live connections from your network right now. Close another tab, or try again in a minute.':
    'Kuna miunganisho mingi mno ya moja kwa moja kutoka mtandao wako sasa hivi. Funga kichupo kingine, au jaribu tena baada ya dakika moja.',
  'Sent. A moderator will compare the two listings and their dates, and publish yours if it is the original.':
    'Imetumwa. Msimamizi atalinganisha matangazo yote mawili na tarehe zake, na kuchapisha lako ikiwa ndilo la asili.',
  'This listing is not held as a copy.': 'Tangazo hili halijazuiliwa kama nakala.',
  'Ruled the original: it is published, and the listings it matched are held as its copies.':
    'Limeamuliwa kuwa la asili: limechapishwa, na matangazo yaliyolingana nalo yamezuiliwa kama nakala zake.',
  'Ruled a copy: it stays held, whatever its lister changes.':
    'Limeamuliwa kuwa nakala: linabaki limezuiliwa, hata mtangazaji wake akibadilisha nini.',
  'Say how the photos and words are yours (where and when you took them, or where else you listed the home)':
    'Eleza jinsi picha na maneno ni yako (ulipiga picha wapi na lini, au uliitangaza nyumba wapi kwingine)',
  'Keep the note to 1000 characters or fewer': 'Ujumbe usizidi herufi 1000',
  'Choose original or copy': 'Chagua la asili au nakala',
  // Stays, viewings, hires and reviews: server-messages-deals.ts.
  ...dealMessages,
  ...phoneMessages,
};
