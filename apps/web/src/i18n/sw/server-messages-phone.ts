// The server's words about phone numbers proven by SMS (issue 39), in Swahili.
export const phoneMessages: Record<string, string> = {
  'Enter your phone number': 'Weka namba yako ya simu',
  'Enter a Kenyan mobile number, like 0712 345 678': 'Weka namba ya simu ya mkononi ya Kenya, kama 0712 345 678',
  'Enter the 6-digit code from the SMS': 'Weka nambari ya tarakimu 6 kutoka kwenye SMS',
  'We sent a 6-digit code by SMS. It works for 10 minutes.':
    'Tumetuma nambari ya tarakimu 6 kwa SMS. Inafanya kazi kwa dakika 10.',
  'That code is not right. Check the SMS and try again.': 'Nambari hiyo si sahihi. Angalia SMS ujaribu tena.',
  'That code has expired or was replaced. Ask for a new one.': 'Nambari hiyo imeisha muda au imebadilishwa. Omba mpya.',
  'Too many wrong codes. Try again in 15 minutes, or ask for a new code then.':
    'Nambari nyingi mno zisizo sahihi. Jaribu tena baada ya dakika 15, au omba nambari mpya wakati huo.',
  'Wait a minute before asking for another code.': 'Subiri dakika moja kabla ya kuomba nambari nyingine.',
  'Too many codes were sent to this number or from this account. Try again later.':
    'Nambari nyingi mno zimetumwa kwa namba hii au kutoka akaunti hii. Jaribu tena baadaye.',
  "We can't send codes right now. Try again in an hour.":
    'Hatuwezi kutuma nambari sasa hivi. Jaribu tena baada ya saa moja.',
  'That number is proven on another Nyumba account. It can be added here once it is removed there (or that account is deleted).':
    'Namba hiyo imethibitishwa kwenye akaunti nyingine ya Nyumba. Inaweza kuongezwa hapa ikishaondolewa huko (au akaunti hiyo ikifutwa).',
  'Your number is proven.': 'Namba yako imethibitishwa.',
  'Your number was removed from your account.': 'Namba yako imeondolewa kwenye akaunti yako.',
  'There is no number on your account.': 'Hakuna namba kwenye akaunti yako.',
  'This number is how you sign in. Add an e-mail address first, or change the number instead.':
    'Namba hii ndiyo unayoingia nayo. Ongeza barua pepe kwanza, au badilisha namba badala yake.',
  'That is already the number on your account.': 'Hiyo tayari ni namba iliyo kwenye akaunti yako.',
  'That code was just used. Ask for a new one.': 'Nambari hiyo imetumika sasa hivi. Omba mpya.',
  'Invalid phone number or password': 'Namba ya simu au nenosiri si sahihi',
  'Phone numbers are not in use on this server.': 'Namba za simu hazitumiki kwenye seva hii.',
  'Prove your phone number in Settings to hold more than one booking at a time.':
    'Thibitisha namba yako ya simu kwenye Mipangilio ili ushikilie zaidi ya oda moja kwa wakati mmoja.',
  "We sent a code to the listing's phone number. Enter it to publish the listing: only numbers their listers proved are shown.":
    'Tumetuma nambari kwa namba ya simu ya tangazo. Iweke ili kuchapisha tangazo: namba zilizothibitishwa na watangazaji wake tu ndizo huonyeshwa.',
  'Number proven: your listing is published.': 'Namba imethibitishwa: tangazo lako limechapishwa.',
  "This listing's number is already proven.": 'Namba ya tangazo hili tayari imethibitishwa.',
  'SMS settings saved': 'Mipangilio ya SMS imehifadhiwa',
  'You will get no more SMS notices from Nyumba. Turn them on again in Settings.':
    'Hutapata taarifa zaidi za SMS kutoka Nyumba. Ziwashe tena kwenye Mipangilio.',
  'This link is not valid any more.': 'Kiungo hiki si halali tena.',
  'Not found': 'Haipatikani',
};
