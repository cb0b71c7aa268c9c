import type { LegalText } from './legal-text';

// The terms of use (/terms) in Swahili: the same terms as terms-en.ts, section by section, in
// the words of docs/glossary-sw.md.
export const terms: LegalText = {
  title: 'Masharti ya matumizi',
  intro:
    'Masharti haya ni makubaliano kati yako na Nyumba unapotumia soko hili: kutafuta nyumba, kuweka tangazo, kulipa, au kutoa huduma. Kwa kujisajili unayakubali. Tafadhali yasome: ni mafupi kwa makusudi.',
  sections: [
    {
      id: 'who-may-use',
      heading: '1. Nani anaweza kutumia Nyumba',
      blocks: [
        {
          list: [
            'Lazima uwe na umri wa miaka 18 au zaidi ili kuwa na akaunti, kuweka tangazo na kulipa.',
            'Mtu mmoja, akaunti moja, yenye taarifa zako za kweli. Weka nenosiri na simu yako kwako mwenyewe: kinachofanywa kutoka akaunti yako huchukuliwa kuwa kimefanywa na wewe.',
            'Nyumba ni soko. Upangaji, uuzaji, malazi au kazi ni kati yako na mtu mwingine; Nyumba huendesha matangazo, ujumbe na, unapolipa kupitia Nyumba, hushikilia pesa hadi mkataba ukamilike.',
          ],
        },
      ],
    },
    {
      id: 'listing-rules',
      heading: '2. Kanuni za matangazo',
      blocks: [
        'Tangazo lazima liwe la kweli na liwe lako kulitoa:',
        {
          list: [
            'Tangaza tu nyumba au huduma unayomiliki, unayosimamia, au ambayo mwenye nayo amekuruhusu kwa maandishi kuitoa. Mlinzi wa nyumba (caretaker) hutangaza kwa idhini ya mwenye nyumba, ambaye huithibitisha kutoka namba yake mwenyewe iliyothibitishwa.',
            'Picha ni za nyumba yenyewe, ilivyo sasa. Usinakili picha wala maneno ya mtangazaji mwingine.',
            'Bei ni bei kamili: kodi, ada ya huduma, amana na ada yoyote ambayo mpangaji au mgeni lazima alipe. Hakuna ada za kutazama nyumba.',
            'Namba ya simu kwenye tangazo lazima iwe uliyoithibitisha kwa nambari ya SMS, na iwe kwa jina lako.',
            '“Wakala” huonyeshwa tu kwa mtangazaji aliyesajiliwa na Bodi ya Usajili wa Mawakala wa Mali (EARB) mwenye cheti cha mwaka huu, aliyekaguliwa na wasimamizi wetu. Wengine hutangaza kama mwenye nyumba, mlinzi wa nyumba au mtangazaji binafsi.',
            'Malazi ya muda mfupi (BnB) huonyesha nambari ya leseni ya Mamlaka ya Udhibiti wa Utalii (TRA) pale sheria inapoitaka.',
            'Onyesha kuwa nyumba imechukuliwa mara tu inapochukuliwa: tangazo lisilopatikana tena hufichwa.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: '3. Kisichoruhusiwa',
      blocks: [
        {
          list: [
            'Kuomba pesa nje ya Nyumba kabla mtu hajaiona nyumba, au kuomba ada za kutazama.',
            'Matangazo ya nyumba zisizokuwepo, zilizokwisha pangishwa, au zisizo zako kutoa; maoni ya uongo; kunakili tangazo la mtu mwingine.',
            'Kutumia namba ya simu, jina au picha za mtu mwingine.',
            'Maneno au picha za chuki, vitisho, ngono au ubaguzi, pamoja na kumkataa mtu kwa sababu ya kabila, dini, jinsia au ulemavu wake.',
            'Barua taka, viungo vya utapeli, na kukusanya taarifa za wanachama wengine kwa jambo lolote lisilo mkataba uliopo.',
            'Jambo lolote lisilo halali nchini Kenya, au kujaribu kukwepa ukaguzi na mipaka yetu.',
          ],
        },
        'Wasimamizi wanaweza kuficha tangazo, makala, maoni au ujumbe unaovunja kanuni hizi, kusimamisha mazungumzo, na kusimamisha akaunti. Tunakueleza sababu, na unaweza kutuomba tuangalie upya.',
      ],
    },
    {
      id: 'payments',
      heading: '4. Malipo yanayoshikiliwa na Nyumba',
      blocks: [
        'Unapolipa kupitia Nyumba, kwa M-Pesa kutoka kwenye miadi au upangaji wako, pesa hushikiliwa na Nyumba, haziendi moja kwa moja kwa mtu mwingine:',
        {
          list: [
            'Malazi hulipwa kwa mwenyeji siku moja baada ya mgeni kuwasili, isipokuwa mgeni aripoti tatizo kwanza; hapo msimamizi huamua.',
            'Kabla ya kulipa, unaona bei kamili (usiku au miezi, ada na tozo) na masharti ya kughairi, na unayathibitisha.',
            'Kughairi hurejesha pesa kwa masharti uliyoonyeshwa ulipoweka miadi. Mwenyeji au mtangazaji anayeghairi baada ya malipo hurejesha kila kitu.',
            'Marejesho na malipo kwako hutumwa kwa M-Pesa kwenda namba iliyothibitishwa ya akaunti.',
            'Usilipe kamwe amana wala kodi kwa mtu yeyote nje ya miadi au upangaji wa Nyumba: hatuwezi kulinda pesa ambazo hazikutufikia.',
          ],
        },
        'Risiti zina PIN ya KRA ya Nyumba, na VAT ya ada ya Nyumba tukiwa tumesajiliwa kwayo.',
      ],
    },
    {
      id: 'deposits',
      heading: '5. Amana za upangaji',
      blocks: [
        {
          list: [
            'Unapopanga kupitia Nyumba, kodi ya mwezi wa kwanza na amana hulipwa kwenye ushikiliaji wa Nyumba. Mwezi wa kwanza huenda kwa mtangazaji mpangaji akithibitisha kuwa amepata funguo.',
            'Amana hubaki imeshikiliwa kwa upangaji wote, na hurudi kwa mpangaji anapohama, ukiondoa makato ambayo mtangazaji anaonyesha kwa sababu, kulingana na orodha ya hali ya vyumba wakati wa kuhamia.',
            'Mpangaji anaweza kukubali au kupinga makato. Mzozo huenda kwa msimamizi, anayeamua jinsi amana itakavyogawanywa na kuandika sababu. Mtangazaji asiyesema lolote kwa wakati hurejesha amana yote.',
            'Mkataba wa upangaji ambao wote wawili hutia sahihi kwenye Nyumba huongoza mengine: kodi, notisi, na nani hulipa maji, stima na taka.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '6. Unachochapisha',
      blocks: [
        'Unabaki na unachoandika na picha unazopakia. Unairuhusu Nyumba kuvionyesha sokoni na kwenye viungo vyake vikiwa bado vipo. Maoni lazima yawe kuhusu mkataba halisi kwenye Nyumba, na ya kweli. Maoni uliyoandika hubaki baada ya akaunti yako kufutwa, yakionyeshwa kama “Mwanachama wa zamani”.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Sehemu yetu na mipaka yake',
      blocks: [
        'Tunakagua namba za simu, usajili wa mawakala na matangazo yaliyoripotiwa, na tunashikilia pesa zinazolipwa kupitia Nyumba; hatukagui kila nyumba. Iangalie nyumba na ukutane na mwenye nayo au wakala wake kabla ya kujifunga. Hakuna kitu katika masharti haya kinachoondoa haki zako chini ya Sheria ya Ulinzi wa Mlaji ya 2012 au sheria nyingine yoyote ya Kenya.',
      ],
    },
    {
      id: 'ending',
      heading: '8. Kufunga akaunti yako',
      blocks: [
        'Unaweza kufuta akaunti yako wakati wowote kwenye Mipangilio → Faragha, mikataba yako iliyo wazi ikishamalizika. Tunaweza kufunga akaunti inayovunja masharti haya vibaya au mara kwa mara, baada ya kukueleza sababu. Kinachotokea kwa data yako wakati huo kimeelezwa kwenye taarifa ya faragha.',
      ],
    },
    {
      id: 'law',
      heading: '9. Sheria, mizozo na mabadiliko',
      blocks: [
        'Masharti haya yanaongozwa na sheria za Kenya. Tuambie kwanza kuhusu lalamiko lolote, kupitia Mipangilio → Wasiliana Nasi; tusipoweza kulisuluhisha, mahakama za Kenya huamua.',
        'Tukibadilisha masharti haya kwa namna inayojalisha, yanapata toleo na tarehe mpya (juu ya ukurasa huu), na tunakuomba uyakubali utakapoingia tena.',
      ],
    },
  ],
};
