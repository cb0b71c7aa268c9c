import { EXPORT_LINK_DAYS, LEDGER_KEEP_YEARS } from '@nyumba/domain';
import { LAW_ACCESS_DAYS, LAW_ERASURE_DAYS, type LegalText } from './legal-text';

// The privacy notice (/privacy) in Swahili: the same notice as privacy-notice-en.ts, section by
// section, in the words of docs/glossary-sw.md.
export const privacyNotice: LegalText = {
  title: 'Taarifa ya faragha',
  intro:
    'Taarifa hii inaeleza kile Nyumba inachohifadhi kukuhusu, kwa nini, kwa muda gani, nani mwingine anakiona, na jinsi ya kutumia haki zako juu yake. Tumeiandika ili isomeke: jambo lolote likikutatiza, tuulize.',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Sisi ni nani',
      blocks: [
        'Nyumba ni soko la nyumba nchini Kenya: nyumba za kupanga, nyumba zinazouzwa, malazi ya muda mfupi (BnB) na huduma zinazohusiana nazo. Kwa data ya kibinafsi inayoelezwa hapa, Nyumba ndiye mdhibiti wa data chini ya Sheria ya Ulinzi wa Data ya 2019.',
        'Unaweza kumfikia afisa wetu wa ulinzi wa data kupitia Mipangilio → Wasiliana Nasi, kwa simu au barua pepe. Anza ujumbe wako kwa "Ulinzi wa data" ili umfikie moja kwa moja.',
      ],
    },
    {
      id: 'what-we-hold',
      heading: '2. Tunachohifadhi na kwa nini',
      blocks: [
        'Tunahifadhi tu kile soko linachohitaji ili lifanye kazi na liwe salama:',
        {
          list: [
            'Akaunti yako: jina la mtumiaji, barua pepe, nenosiri (limehifadhiwa kwa njia ambayo hatuwezi kulisoma), lugha, na picha yako ukiiweka. Ili kuendesha akaunti yako.',
            'Namba zako za simu na historia yake: ulizothibitisha kwa nambari ya SMS na lini. Ili watu wakufikie, na mtu asidai namba yako kuwa yake.',
            'Matangazo yako na picha zake, pamoja na mahali nyumba ilipo. Maelezo ya mali yako ni data nyeti chini ya Sheria, kwa hivyo tunaonyesha mahali kamili pa tangazo kama mtangazaji alivyochagua tu.',
            'Ujumbe wako, miadi ya kutazama, malazi na upangaji wako: ili unaoshughulika nao wakufikie, na msimamizi aweze kusuluhisha mzozo.',
            'Malipo, malipo kwako na risiti, pamoja na nambari za M-Pesa ambazo Safaricom hututumia. Sheria inatutaka tuzihifadhi.',
            'Maoni unayoandika na unayopokea, ripoti unazotoa, matangazo na utafutaji unaohifadhi, na arifa zako.',
            'Kumbukumbu za kuingia (saa, kifaa na anwani ya mtandao): kulinda akaunti yako dhidi ya mtu mwingine.',
            'Idhini zako: ulichokubali kupokea, lini, na kwa maneno ya toleo gani.',
            'Hati unazopakia kwa ukaguzi (cheti cha wakala, leseni, hati ya umiliki): zimesimbwa, zinaonwa na wasimamizi tu, na hufutwa siku 30 baada ya uamuzi.',
          ],
        },
      ],
    },
    {
      id: 'lawful-bases',
      heading: '3. Misingi yetu ya kisheria',
      blocks: [
        'Kifungu cha 30 cha Sheria kinaturuhusu kushughulikia data yako kwa msingi wa kisheria tu. Yetu ni:',
        {
          list: [
            'Mkataba: kukupa huduma uliyojisajili kwayo (akaunti yako, matangazo, ujumbe, miadi, malipo).',
            'Wajibu wa kisheria: risiti na kumbukumbu za pesa kwa Mamlaka ya Ushuru ya Kenya (KRA), na kujibu amri halali za mahakama au polisi.',
            'Maslahi halali: kuzuia utapeli, matangazo ya uongo na namba zilizoibwa kwenye Nyumba, na kuweka huduma ikifanya kazi. Tunayapima dhidi ya haki zako, na unaweza kupinga.',
            'Idhini: matangazo ya biashara kwa SMS, barua pepe au WhatsApp, arifa na taarifa za mikataba kwa SMS. Kila moja imezimwa hadi uiwashe, na unaweza kuiondoa wakati wowote, kwa urahisi ule ule ulioitoa.',
          ],
        },
        'Nambari za kuthibitisha, risiti na ujumbe kuhusu miadi, malipo na upangaji wako ni sehemu ya huduma, si matangazo ya biashara: hazihitaji idhini.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Nani mwingine anaiona',
      blocks: [
        'Hatuuzi data yako kamwe. Tunaishiriki tu kama huduma inavyohitaji:',
        {
          list: [
            'Unaoshughulika nao huona kile mkataba unachohitaji: jina lako, ujumbe wako, na namba yako ya simu ukishajibu au kama tangazo lako linavyoionyesha.',
            'Safaricom (M-Pesa) kwa malipo; Africa’s Talking kwa SMS; mtoa huduma wetu wa barua pepe; Google, ukichagua kuingia kwayo tu.',
            'Watoa huduma wetu wa seva, wanaohifadhi data kwa niaba yetu chini ya mkataba na hawaruhusiwi kuitumia kwa jambo lingine.',
            'Mamlaka, pale sheria inapotaka tu, kama amri ya mahakama; tunaweka kumbukumbu ya kila ombi.',
          ],
        },
        'Mtoa huduma akihifadhi data nje ya Kenya, tunatumia tu wanaoilinda kwa kiwango ambacho Sheria na Kamishna wanataka.',
      ],
    },
    {
      id: 'how-long',
      heading: '5. Tunaihifadhi kwa muda gani',
      blocks: [
        {
          list: [
            'Akaunti yako, matangazo, picha, ujumbe na vipendwa: akaunti yako ikiwa wazi. Ukiifuta, huondolewa ndani ya dakika chache.',
            `Malipo, malipo kwako, risiti na kumbukumbu za kodi: miaka ${LEDGER_KEEP_YEARS}, kama sheria ya kodi inavyotaka, bila jina lako akaunti yako ikishafutwa.`,
            'Mizozo iliyo wazi na ripoti za utapeli: hadi zifungwe, kisha bila jina lako.',
            'Maoni uliyoandika: yanabaki, yakionyeshwa kama “Mwanachama wa zamani”.',
            // docs/privacy.md's retention table, whose jobs delete each of these.
            'Vipindi vya kuingia: siku 30 baada ya kuvitumia mara ya mwisho. Majaribio ya kuingia yaliyoshindikana: siku 30. Vifaa ulivyoingia navyo: mwaka mmoja baada ya kuviona mara ya mwisho. Kumbukumbu ya SMS tulizokutumia: siku 90. Kila kimoja hufutwa kiotomatiki baadaye.',
            `Nakala ya data yako uliyoomba: kiungo chake hufanya kazi kwa siku ${EXPORT_LINK_DAYS}, kisha faili hufutwa.`,
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '6. Haki zako na jinsi ya kuzitumia',
      blocks: [
        'Kifungu cha 26 cha Sheria kinakupa haki hizi. Nyingi zinafanya kazi wewe mwenyewe, papo hapo, kwenye Mipangilio → Faragha:',
        {
          list: [
            `Kujua tunachohifadhi, na kupata nakala: "Pakua data yangu" huandaa ZIP ya kila kitu, kwa kawaida ndani ya dakika chache, na daima ndani ya siku ${LAW_ACCESS_DAYS} za sheria. Kiungo chake hufanya kazi kwa siku ${EXPORT_LINK_DAYS}, kwako peke yako.`,
            'Kuirekebisha: kila taarifa uliyotoa inaweza kubadilishwa kwenye wasifu na matangazo yako; tuombe kwa kile usichoweza kubadilisha mwenyewe, kama historia ya namba iliyothibitishwa.',
            `Kuifuta: "Futa akaunti yangu" hukuonyesha kwanza kitakachoondolewa na kile sheria inachotutaka tuhifadhi, kisha huifuta ndani ya dakika chache, na ndani ya siku ${LAW_ERASURE_DAYS} za sheria kwa vyovyote vile. Mkataba ulio wazi (pesa zilizoshikiliwa, upangaji, malazi yajayo) lazima umalizwe kwanza.`,
            'Kuondoa idhini na kupinga matangazo ya biashara: zima swichi yoyote chini ya "Tunachoweza kukutumia", jibu STOP kwa SMS ya matangazo, au tumia kiungo kwenye barua pepe ya matangazo. Inakoma papo hapo.',
            'Kupinga matumizi mengine, au uamuzi uliofanywa na mashine pekee: tuandikie na mtu ataukagua.',
          ],
        },
        'Kutumia haki hizi ni bure. Huenda tukakuomba uingie au uthibitishe wewe ni nani kwanza, ili mtu mwingine asipate data yako.',
      ],
    },
    {
      id: 'safety',
      heading: '7. Jinsi tunavyoilinda',
      blocks: [
        'Miunganisho imesimbwa, manenosiri yamefichwa, na hati zilizopakiwa zimesimbwa zikiwa zimehifadhiwa. Wafanyakazi wanaohitaji tu ndio wanaoweza kuona data ya kibinafsi, na kila msimamizi anaposoma hati, hurekodiwa. Uvunjaji wa usalama ukikuweka hatarini, tunamjulisha Kamishna ndani ya saa 72 na kukujulisha bila kuchelewa, pamoja na la kufanya.',
        'Nyumba ni ya watu wazima: lazima uwe na umri wa miaka 18 au zaidi ili kuwa na akaunti.',
      ],
    },
    {
      id: 'complaints',
      heading: '8. Malalamiko',
      blocks: [
        'Usiporidhika na jinsi tunavyoshughulikia data yako, tuambie kwanza kupitia Mipangilio → Wasiliana Nasi: tunajibu ndani ya muda ambao sheria inaweka.',
        'Unaweza pia kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), mdhibiti wa Kenya, wakati wowote: kupitia fomu ya malalamiko kwenye odpc.go.ke au kwenye ofisi zao jijini Nairobi. Huhitaji kulalamika kwetu kwanza.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Mabadiliko ya taarifa hii',
      blocks: [
        'Tukibadilisha taarifa hii kwa namna inayojalisha, inapata toleo na tarehe mpya (juu ya ukurasa huu), na tunakuonyesha mara moja utakapoingia tena. Idhini ulizotoa kwa maneno ya zamani huombwa upya.',
      ],
    },
  ],
};
