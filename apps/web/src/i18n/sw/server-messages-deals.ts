// The server's messages about deals made on Nyumba (stays, viewings, hires and reviews) in
// Swahili, part of the table in server-messages.ts and loaded with it.
export const dealMessages: Record<string, string> = {
  // Stays at bnbs (issue 33).
  'You can only change your own listing': 'Unaweza kubadilisha tangazo lako tu',
  'Choose both a check-in and a check-out date': 'Chagua tarehe ya kuingia na ya kutoka',
  'Some of those nights are no longer free. Choose other dates.':
    'Baadhi ya usiku huo haupo wazi tena. Chagua tarehe nyingine.',
  'Only a bnb takes stays': 'BnB pekee ndiyo hupokea wageni wa kukaa',
  'You cannot ask for a stay at your own listing': 'Huwezi kuomba kukaa kwenye tangazo lako mwenyewe',
  'That is shorter than the shortest stay this place takes': 'Huo ni mfupi kuliko ukaaji mfupi zaidi unaokubaliwa hapa',
  'That is longer than the longest stay this place takes': 'Huo ni mrefu kuliko ukaaji mrefu zaidi unaokubaliwa hapa',
  'This place takes fewer guests than that': 'Mahali hapa hupokea wageni wachache kuliko hao',
  'You already have 3 requests waiting for an answer. Wait for one, or cancel one.':
    'Tayari una maombi 3 yanayosubiri jibu. Subiri jibu la moja, au ghairi moja.',
  'You already asked for dates here. Wait for the host’s answer, or cancel that request first.':
    'Tayari umeomba tarehe hapa. Subiri jibu la mwenyeji, au ghairi ombi hilo kwanza.',
  'Until your first stay on Nyumba, your waiting requests can hold up to 14 nights in all. Wait for an answer, or cancel a request.':
    'Hadi ukae mara ya kwanza kupitia Nyumba, maombi yako yanayosubiri yanaweza kushikilia hadi usiku 14 kwa jumla. Subiri jibu, au ghairi ombi.',
  'Several of your requests lapsed or were withdrawn this week, so you can have one request of up to 7 nights waiting at a time.':
    'Maombi yako kadhaa yaliisha muda au uliyaondoa wiki hii, kwa hivyo unaweza kuwa na ombi moja tu la hadi usiku 7 linalosubiri kwa wakati mmoja.',
  'Stay not found': 'Ukaaji haukupatikana',
  'This request has already been answered': 'Ombi hili limeshajibiwa',
  'This stay can no longer be cancelled': 'Ukaaji huu hauwezi kughairiwa tena',
  'A guest holds one of those nights: answer or cancel their stay first':
    'Mgeni ameshikilia mojawapo ya usiku huo: jibu au ghairi ukaaji wake kwanza',
  'Give the calendar link (iCal) that starts with https://': 'Weka kiungo cha kalenda (iCal) kinachoanza na https://',
  'That calendar is too large to read (tens of thousands of events). Link the calendar of this place alone; we try again in a week.':
    'Kalenda hiyo ni kubwa mno kusomwa (matukio makumi ya maelfu). Unganisha kalenda ya mahali hapa peke yake; tutajaribu tena baada ya wiki moja.',
  'We could not read that calendar. Check the link; we try again every hour.':
    'Hatukuweza kusoma kalenda hiyo. Angalia kiungo; tunajaribu tena kila saa.',
  'This calendar link is not in use': 'Kiungo hiki cha kalenda hakitumiki',
  'Check-out must be after check-in': 'Tarehe ya kutoka lazima iwe baada ya kuingia',
  'Choose dates from today on': 'Chagua tarehe kuanzia leo',
  'Choose dates within the next year': 'Chagua tarehe ndani ya mwaka ujao',
  'A blocked range must end on or after its first day':
    'Kipindi kilichofungwa lazima kiishe siku ya kwanza au baada yake',
  'The longest stay cannot be shorter than the shortest': 'Ukaaji mrefu zaidi hauwezi kuwa mfupi kuliko mfupi zaidi',
  'Calendar saved': 'Kalenda imehifadhiwa',
  'Write a message to the host': 'Mwandikie mwenyeji ujumbe',
  'Say why you cancel': 'Eleza kwa nini unaghairi',
  'guests must be a number from 1 to 50': 'Idadi ya wageni lazima iwe kati ya 1 na 50',
  // Viewings (issue 33).
  'Viewing is free on Nyumba. Never pay to view.': 'Kutazama ni bure kwenye Nyumba. Usilipe kamwe ili kutazama.',
  'That time was just taken. Choose another.': 'Muda huo umechukuliwa sasa hivi. Chagua mwingine.',
  'That time is not one the lister offers. Choose one from the list.':
    'Muda huo si mmoja wa ambao mtangazaji anatoa. Chagua kutoka kwenye orodha.',
  'Only a home to rent or buy takes viewings': 'Nyumba ya kupanga au kununua pekee ndiyo hutazamwa',
  'You cannot book a viewing of your own listing': 'Huwezi kuomba kutazama tangazo lako mwenyewe',
  'You already have 3 viewings booked. Cancel one, or book another once one has happened.':
    'Tayari umeweka miadi 3 ya kuona nyumba. Ghairi mmoja, au weka mwingine baada ya mmoja kufanyika.',
  'You already have a viewing of this home booked. Cancel it first to choose another time.':
    'Tayari una miadi ya kuona nyumba hii. Ighairi kwanza ili uchague muda mwingine.',
  'Viewing not found': 'Kutazama hakukupatikana',
  'This viewing has already been answered': 'Ombi hili la kutazama limeshajibiwa',
  'This viewing can no longer be cancelled': 'Kutazama huku hakuwezi kughairiwa tena',
  'Say how it went once the viewing time has come': 'Sema ilivyokwenda muda wa kutazama ukishafika',
  'Viewing times saved': 'Nyakati za kutazama zimehifadhiwa',
  'The end must be after the start': 'Mwisho lazima uwe baada ya mwanzo',
  'Choose a date from today on': 'Chagua tarehe kuanzia leo',
  'Write a message to the lister': 'Mwandikie mtangazaji ujumbe',
  'Use a time like 10:00': 'Tumia muda kama 10:00',
  // Providers and reviews (issue 32).
  'Review not found': 'Maoni hayakupatikana',
  'Hire not found': 'Kazi hiyo haikupatikana',
  'Reply published.': 'Jibu limechapishwa.',
  'Review removed.': 'Maoni yameondolewa.',
  'Review released.': 'Maoni yameachiliwa.',
  'Review saved. It will be published when they write theirs, or in 14 days.':
    'Maoni yamehifadhiwa. Yatachapishwa wakiandika yao, au baada ya siku 14.',
  'Review published.': 'Maoni yamechapishwa.',
  'Thank you. A moderator will look at this review.': 'Asante. Msimamizi ataangalia maoni haya.',
  'Choose a trade from the list for this type': 'Chagua fani kutoka kwenye orodha ya aina hii',
  'Choose what the price is for': 'Chagua bei ni ya nini',
  'Choose working days from the list': 'Chagua siku za kazi kutoka kwenye orodha',
  'Enter working hours as from and to times, like 08:00 to 17:00, the end after the start':
    'Andika saa za kazi kuanzia na hadi, kama 08:00 hadi 17:00, mwisho baada ya mwanzo',
  'Years of experience must be a whole number from 0 to 60':
    'Miaka ya uzoefu lazima iwe nambari kamili kuanzia 0 hadi 60',
  'Enter the registration number as it is written, up to 40 letters, digits, / and -':
    'Andika nambari ya usajili kama ilivyoandikwa, hadi herufi 40, tarakimu, / na -',
  'This trade has no registering body: leave the registration number empty':
    'Fani hii haina bodi ya usajili: acha nambari ya usajili wazi',
  'Emergency call-outs must be yes or no': 'Kazi za dharura lazima ziwe ndiyo au hapana',
  'Give 1 to 5 stars on each line': 'Toa nyota 1 hadi 5 kwa kila mstari',
  'Write at least 20 characters about the work': 'Andika angalau herufi 20 kuhusu kazi',
  'A review is at most 1000 characters': 'Maoni yasizidi herufi 1000',
  'Write your reply': 'Andika jibu lako',
  'Say what is wrong with this review': 'Eleza tatizo la maoni haya',
  'A report is at most 500 characters': 'Ripoti isizidi herufi 500',
  'Only a service provider is hired: a bnb is reviewed after a stay':
    'Ni fundi pekee anayeajiriwa: BnB hupewa maoni baada ya malazi',
  'You can mark a hire once the provider has replied in this conversation':
    'Unaweza kuweka kazi baada ya fundi kujibu kwenye mazungumzo haya',
  'There is no hire waiting for your answer': 'Hakuna kazi inayosubiri jibu lako',
  'This hire is already proposed or agreed': 'Kazi hii tayari imependekezwa au imekubaliwa',
  'Only the provider marks a job done': 'Ni fundi pekee anayeweka kazi kuwa imekamilika',
  'You can review once you both marked the hire, the provider marked the job done, or the stay is over':
    'Unaweza kutoa maoni mkishaweka kazi nyote wawili, fundi akiweka kazi kuwa imekamilika, au malazi yakiisha',
  'You have already reviewed this': 'Tayari umetoa maoni kuhusu hili',
  'You cannot review yourself or an account of yours': 'Huwezi kujitolea maoni wewe mwenyewe au akaunti yako nyingine',
  'You have already replied to this review': 'Tayari umejibu maoni haya',
  'Only the person reviewed replies, once the review is published':
    'Ni anayepewa maoni pekee anayejibu, maoni yakishachapishwa',
  'Thank you. Your review is with a moderator first: several new accounts reviewed this provider today.':
    'Asante. Maoni yako yako kwa msimamizi kwanza: akaunti kadhaa mpya zimempa fundi huyu maoni leo.',
  'trade is not a trade from the list': 'fani si mojawapo ya orodha',
  'This listing has no registration number to check': 'Tangazo hili halina nambari ya usajili ya kuthibitisha',
  'Registration marked checked.': 'Usajili umewekwa kuwa umethibitishwa.',
  'Registration marked not checked.': 'Usajili umewekwa kuwa haujathibitishwa.',
  // Payments by M-Pesa (modules/payments).
  'You can only feature your own listings': 'Unaweza kuangazia matangazo yako tu',
  'Limit reached: as many payment prompts as one account may make in an hour.':
    'Kikomo kimefikiwa: maombi ya malipo mengi kadiri akaunti moja inavyoweza kutuma kwa saa moja.',
  'Payments are not set up on this server.': 'Malipo hayajawekwa kwenye seva hii.',
  'Prove your phone number in Settings to pay by M-Pesa: the prompt goes to that number.':
    'Thibitisha nambari yako ya simu kwenye Mipangilio ili ulipe kwa M-Pesa: ombi la malipo huenda kwa nambari hiyo.',
  'The host has not proven a phone number to be paid on yet. Ask them to in Settings.':
    'Mwenyeji bado hajathibitisha nambari ya simu ya kulipwa. Mwombe afanye hivyo kwenye Mipangilio.',
  'This stay is not waiting for a payment.': 'Ukaaji huu hausubiri malipo.',
  'The time to pay has passed: the acceptance lapsed and the nights are free again.':
    'Muda wa kulipa umepita: kukubaliwa kumekwisha na usiku uko wazi tena.',
  'A prompt is already on your phone. Answer it, or wait a minute and try again.':
    'Ombi la malipo tayari liko kwenye simu yako. Lijibu, au subiri dakika moja ujaribu tena.',
  'M-Pesa did not answer. Try again in a minute.': 'M-Pesa haikujibu. Jaribu tena baada ya dakika moja.',
  'Check your phone: enter your M-Pesa PIN to pay.': 'Angalia simu yako: weka PIN yako ya M-Pesa ili ulipe.',
  'A problem can be reported until 24 hours after check-in; after that the host is paid.':
    'Tatizo linaweza kuripotiwa hadi saa 24 baada ya kuingia; baada ya hapo mwenyeji hulipwa.',
  'Only a paid stay whose money is still held can be reported.':
    'Ni ukaaji uliolipiwa ambao pesa zake bado zimeshikiliwa pekee unaoweza kuripotiwa.',
  'Reported. The money stays held while a moderator looks at it; both of you will hear.':
    'Imeripotiwa. Pesa zinabaki zimeshikiliwa msimamizi akiangalia; nyote wawili mtaarifiwa.',
  'This stay is not held for a moderator.': 'Ukaaji huu haujashikiliwa kwa msimamizi.',
  'Released: the host is paid.': 'Imeachiliwa: mwenyeji amelipwa.',
  'Refunded: the guest gets the money back.': 'Imerudishwa: mgeni anarudishiwa pesa.',
  'Check your phone: enter your M-Pesa PIN to feature the listing.':
    'Angalia simu yako: weka PIN yako ya M-Pesa ili tangazo liangaziwe.',
  'Only a public listing can be featured.': 'Ni tangazo la umma pekee linaloweza kuangaziwa.',
  'Cancellation policy saved': 'Sera ya kughairi imehifadhiwa',
  'You cancelled the M-Pesa prompt.': 'Ulighairi ombi la M-Pesa.',
  'Your phone did not answer the M-Pesa prompt in time (it may be off or out of network).':
    'Simu yako haikujibu ombi la M-Pesa kwa wakati (huenda imezimwa au haina mtandao).',
  'Your M-Pesa balance was too low.': 'Salio lako la M-Pesa halikutosha.',
  'The M-Pesa PIN was wrong.': 'PIN ya M-Pesa haikuwa sahihi.',
  'The M-Pesa prompt expired before it was answered.': 'Ombi la M-Pesa liliisha muda kabla ya kujibiwa.',
  'Another M-Pesa payment was in progress on your phone. Try again in a minute.':
    'Malipo mengine ya M-Pesa yalikuwa yakiendelea kwenye simu yako. Jaribu tena baada ya dakika moja.',
  'M-Pesa did not take the payment. Try again.': 'M-Pesa haikupokea malipo. Jaribu tena.',
  'M-Pesa did not say how the payment ended.': 'M-Pesa haikusema malipo yaliishaje.',
  'Choose what is wrong: no access, or not as described': 'Chagua tatizo: hukuweza kuingia, au si kama ilivyoelezwa',
  'Say what happened': 'Eleza kilichotokea',
  'Keep it to 1000 characters or fewer': 'Isizidi herufi 1000',
  'Choose flexible, moderate or strict': 'Chagua nafuu, wastani au kali',
  'Choose 7 or 30 days': 'Chagua siku 7 au 30',
};
