export interface Neighbourhood {
  name: string;
  town: string;
  county: string;
  lat?: number;
  lng?: number;
}

// A row is a name with an approximate centre, or a bare name where we know the
// place is real but not its centre well enough to snap pins to it.
type Row = readonly [name: string] | readonly [name: string, lat: number, lng: number];

function rows(town: string, county: string, list: readonly Row[]): Neighbourhood[] {
  return list.map(([name, lat, lng]) => (lat === undefined ? { name, town, county } : { name, town, county, lat, lng }));
}

/*
 * `name` is what a listing stores as its areaName, so it must be unique
 * ignoring case. Where two towns share an estate name, the better-known one
 * keeps the bare name and the others are qualified: 'Milimani (Nakuru)'.
 * A town's own centre is '<Town> Town' (or '<City> CBD' for the five cities) so
 * that it cannot be mistaken for the county; commuter towns listed as a single
 * place keep their bare name ('Ruiru', 'Kitengela').
 *
 * Coordinates are approximate centres (4 decimals, good to roughly a kilometre):
 * enough to suggest an area for a pin, not to survey a plot. Counties use the
 * 47 county names, with 'Nairobi' rather than the constitutional 'Nairobi City'
 * and hyphens for 'Taita-Taveta', 'Tharaka-Nithi' and 'Elgeyo-Marakwet'.
 *
 * The source is grouped by town for review; the exported list is sorted by
 * county, then name.
 */
const DATA: Neighbourhood[] = [
  ...rows('Nairobi', 'Nairobi', [
    ['Adams Arcade', -1.3000, 36.7790],
    ['Ayany', -1.3070, 36.7790],
    ['Baba Dogo', -1.2430, 36.8830],
    ['Bahati', -1.2850, 36.8600],
    ['Buruburu', -1.2870, 36.8770],
    ['Clay City', -1.2280, 36.9140],
    ['Dagoretti Corner', -1.2990, 36.7550],
    ['Dandora', -1.2480, 36.9000],
    ['Donholm', -1.2960, 36.8880],
    ['Drive-In', -1.2330, 36.8720],
    ['Eastleigh', -1.2750, 36.8500],
    ['Embakasi', -1.3230, 36.9000],
    ['Fedha', -1.3140, 36.8960],
    ['Garden Estate', -1.2260, 36.8560],
    ['Gigiri', -1.2330, 36.8110],
    ['Githurai 44', -1.2000, 36.9100],
    ['Greenspan'],
    ['Hamza', -1.2990, 36.8640],
    ['Hardy', -1.3350, 36.7400],
    ['Hazina', -1.3120, 36.8430],
    ['Highridge', -1.2520, 36.8150],
    ['Hunters', -1.2180, 36.9150],
    ['Hurlingham', -1.2970, 36.7960],
    ['Huruma', -1.2580, 36.8730],
    ['Imara Daima', -1.3300, 36.8770],
    ['Jacaranda', -1.2900, 36.8960],
    ['Jamhuri', -1.3080, 36.7640],
    ['Jericho', -1.2880, 36.8670],
    ['Jerusalem', -1.2860, 36.8730],
    ['Kabiria'],
    ['Kahawa West', -1.1850, 36.9000],
    ['Kaloleni', -1.2940, 36.8530],
    ['Kamulu', -1.2600, 37.0400],
    ['Kangemi', -1.2650, 36.7470],
    ['Karen', -1.3200, 36.7080],
    ['Kariobangi', -1.2520, 36.8800],
    ['Kariobangi North'],
    ['Kariobangi South', -1.2640, 36.8820],
    ['Kariokor', -1.2790, 36.8340],
    ['Kasarani', -1.2220, 36.9000],
    ['Kawangware', -1.2850, 36.7470],
    ['Kayole', -1.2750, 36.9160],
    ['Kiamaiko', -1.2560, 36.8640],
    ['Kibera', -1.3130, 36.7880],
    ['Kileleshwa', -1.2810, 36.7840],
    ['Kilimani', -1.2896, 36.7856],
    ['Kitisuru', -1.2300, 36.7800],
    ['Komarock', -1.2680, 36.9070],
    ['Korogocho', -1.2500, 36.8880],
    ['Kyuna', -1.2440, 36.7560],
    ['Laini Saba'],
    ['Langata', -1.3380, 36.7700],
    ['Lavington', -1.2800, 36.7690],
    ['Loresho', -1.2500, 36.7660],
    ['Lucky Summer', -1.2390, 36.8950],
    ['Madaraka', -1.3060, 36.8230],
    ['Makadara', -1.2970, 36.8690],
    ['Makina'],
    ['Makongeni', -1.2970, 36.8480],
    ['Maringo', -1.2930, 36.8600],
    ['Marurui', -1.2030, 36.8700],
    ['Mathare', -1.2600, 36.8580],
    ['Mathare North', -1.2490, 36.8700],
    ['Mbotela', -1.2900, 36.8580],
    ['Mihango', -1.2830, 36.9510],
    ['Mirema', -1.2160, 36.8800],
    ['Mountain View', -1.2580, 36.7370],
    ['Mowlem', -1.2640, 36.9120],
    ['Mukuru Kwa Njenga', -1.3150, 36.8780],
    ['Mukuru Kwa Reuben'],
    ['Muthaiga', -1.2460, 36.8350],
    ['Muthaiga North'],
    ['Muthurwa', -1.2860, 36.8320],
    ['Mwiki', -1.2130, 36.9340],
    ['Nairobi CBD', -1.2864, 36.8172],
    ['Nairobi Dam'],
    ['Nairobi West', -1.3090, 36.8160],
    ['Ngara', -1.2740, 36.8240],
    ['Ngei'],
    ['Ngumo'],
    ['Njiru', -1.2500, 36.9400],
    ['Nyari', -1.2260, 36.7720],
    ['Nyayo Estate', -1.3170, 36.9080],
    ['Nyayo Highrise', -1.3140, 36.7990],
    ['Onyonka'],
    ['Otiende', -1.3230, 36.7880],
    ['Pangani', -1.2690, 36.8360],
    ['Parklands', -1.2600, 36.8200],
    ['Pipeline', -1.3170, 36.8900],
    ['Pumwani', -1.2820, 36.8420],
    ['Ridgeways', -1.2180, 36.8420],
    ['Riruta', -1.2930, 36.7330],
    ['Riverside', -1.2720, 36.7990],
    ['Rosslyn', -1.2200, 36.7980],
    ['Royal Park'],
    ['Roysambu', -1.2190, 36.8860],
    ['Ruai', -1.2700, 36.9980],
    ['Ruaraka', -1.2430, 36.8730],
    ['Runda', -1.2180, 36.8170],
    ['Saika', -1.2660, 36.9230],
    ['Satellite'],
    ['Savannah', -1.2990, 36.9020],
    ['Shauri Moyo', -1.2870, 36.8470],
    ['South B', -1.3100, 36.8380],
    ['South C', -1.3200, 36.8270],
    ['Southlands'],
    ['Spring Valley', -1.2440, 36.7930],
    ['Sunton', -1.2190, 36.9080],
    ['Tassia', -1.3090, 36.9060],
    ['Tena', -1.2830, 36.8870],
    ['Thome', -1.2170, 36.8640],
    ['Umoja', -1.2820, 36.8990],
    ['Upper Hill', -1.2980, 36.8140],
    ['Utawala', -1.2900, 36.9600],
    ['Uthiru', -1.2630, 36.7130],
    ['Valley Arcade', -1.2860, 36.7650],
    ['Waithaka', -1.2850, 36.7150],
    ['Westlands', -1.2676, 36.8108],
    ['Woodley', -1.3030, 36.7870],
    ['Zimmerman', -1.2090, 36.8960],
    ['Ziwani', -1.2780, 36.8390],
  ]),

  ...rows('Ruaka', 'Kiambu', [['Ruaka', -1.2080, 36.7780]]),
  ...rows('Ndenderu', 'Kiambu', [['Ndenderu', -1.1930, 36.7570]]),
  ...rows('Gachie', 'Kiambu', [['Gachie', -1.2150, 36.7840]]),
  ...rows('Karuri', 'Kiambu', [
    ['Banana Hill', -1.1830, 36.7620],
    ['Karuri', -1.1740, 36.7630],
  ]),
  ...rows('Kiambu', 'Kiambu', [
    ['Kiambu Town', -1.1714, 36.8356],
    ['Thindigua', -1.2010, 36.8370],
  ]),
  ...rows('Ruiru', 'Kiambu', [
    ['Githurai 45', -1.1960, 36.9150],
    ['Kahawa Sukari', -1.1860, 36.9430],
    ['Kahawa Wendani', -1.1900, 36.9260],
    ['Kamakis', -1.1790, 36.9480],
    ['Kihunguro', -1.1530, 36.9750],
    ['Kimbo', -1.1440, 36.9470],
    ['Membley', -1.1650, 36.9340],
    ['Mwihoko', -1.1830, 36.9250],
    ['Ruiru', -1.1450, 36.9610],
    ['Tatu City', -1.1580, 36.9100],
  ]),
  ...rows('Juja', 'Kiambu', [
    ['Juja', -1.1026, 37.0144],
    ['Witeithie', -1.0860, 37.0300],
  ]),
  ...rows('Thika', 'Kiambu', [
    ['Makongeni (Thika)', -1.0450, 37.0900],
    ['Ngoingwa', -1.0180, 37.0620],
    ['Section 9', -1.0400, 37.0780],
    ['Thika Town', -1.0333, 37.0693],
  ]),
  ...rows('Kikuyu', 'Kiambu', [
    ['Kikuyu', -1.2463, 36.6629],
    ['Kinoo', -1.2530, 36.6950],
    ['Muthiga', -1.2580, 36.6830],
    ['Thogoto', -1.2620, 36.6550],
  ]),
  ...rows('Wangige', 'Kiambu', [['Wangige', -1.2200, 36.7110]]),
  ...rows('Limuru', 'Kiambu', [
    ['Limuru', -1.1136, 36.6426],
    ['Tigoni', -1.1380, 36.6730],
  ]),
  ...rows('Githunguri', 'Kiambu', [['Githunguri', -1.0593, 36.7776]]),
  ...rows('Gatundu', 'Kiambu', [['Gatundu', -1.0130, 36.9060]]),

  ...rows('Ongata Rongai', 'Kajiado', [
    ['Nkoroi', -1.3960, 36.7740],
    ['Ongata Rongai', -1.3960, 36.7580],
  ]),
  ...rows('Kitengela', 'Kajiado', [['Kitengela', -1.4740, 36.9600]]),
  ...rows('Ngong', 'Kajiado', [
    ['Embulbul', -1.3440, 36.6760],
    ['Matasia', -1.3800, 36.6920],
    ['Ngong', -1.3600, 36.6580],
  ]),
  ...rows('Kiserian', 'Kajiado', [['Kiserian', -1.4300, 36.6860]]),
  ...rows('Isinya', 'Kajiado', [['Isinya', -1.6710, 36.8390]]),
  ...rows('Kajiado', 'Kajiado', [['Kajiado Town', -1.8520, 36.7760]]),
  ...rows('Namanga', 'Kajiado', [['Namanga', -2.5450, 36.7910]]),
  ...rows('Loitokitok', 'Kajiado', [['Loitokitok', -2.9300, 37.5167]]),

  ...rows('Syokimau', 'Machakos', [
    ['Katani', -1.3720, 36.9520],
    ['Syokimau', -1.3580, 36.9400],
  ]),
  ...rows('Mlolongo', 'Machakos', [['Mlolongo', -1.3930, 36.9420]]),
  ...rows('Athi River', 'Machakos', [
    ['Athi River', -1.4563, 36.9781],
    ['Great Wall Gardens', -1.4300, 36.9620],
  ]),
  ...rows('Joska', 'Machakos', [['Joska', -1.2840, 37.0840]]),
  ...rows('Malaa', 'Machakos', [['Malaa', -1.2700, 37.1070]]),
  ...rows('Tala', 'Machakos', [['Tala', -1.2660, 37.3190]]),
  ...rows('Kangundo', 'Machakos', [['Kangundo', -1.3000, 37.3480]]),
  ...rows('Machakos', 'Machakos', [['Machakos Town', -1.5177, 37.2634]]),

  ...rows('Mombasa', 'Mombasa', [
    ['Bamburi', -3.9980, 39.7230],
    ['Bombolulu', -4.0200, 39.7030],
    ['Buxton', -4.0530, 39.6700],
    ['Changamwe', -4.0260, 39.6310],
    ['Frere Town', -4.0430, 39.6910],
    ['Ganjoni', -4.0660, 39.6680],
    ['Jomvu', -3.9970, 39.6110],
    ['Kiembeni', -3.9930, 39.7140],
    ['Kisauni', -4.0170, 39.6890],
    ['Kizingo', -4.0720, 39.6740],
    ['Kongowea', -4.0320, 39.6950],
    ['Likoni', -4.0880, 39.6590],
    ['Magongo', -4.0180, 39.6150],
    ['Majengo', -4.0500, 39.6620],
    ['Makupa', -4.0440, 39.6560],
    ['Mbaraki', -4.0690, 39.6600],
    ['Mikindani', -4.0140, 39.6260],
    ['Miritini', -3.9990, 39.5880],
    ['Mishomoroni', -4.0040, 39.6920],
    ['Mkomani', -4.0340, 39.7030],
    ['Mombasa CBD', -4.0610, 39.6720],
    ['Mtongwe', -4.0840, 39.6320],
    ['Mtopanga', -3.9980, 39.7060],
    ['Nyali', -4.0380, 39.7090],
    ['Old Town', -4.0620, 39.6790],
    ['Port Reitz', -4.0330, 39.6140],
    ['Shanzu', -3.9630, 39.7450],
    ['Shelly Beach', -4.0960, 39.6800],
    ['Shimanzi', -4.0560, 39.6550],
    ['Tononoka', -4.0490, 39.6650],
    ['Tudor', -4.0450, 39.6720],
    ['Utange', -3.9720, 39.7160],
    ["Ziwa la Ng'ombe", -4.0250, 39.7080],
  ]),

  ...rows('Mtwapa', 'Kilifi', [['Mtwapa', -3.9420, 39.7400]]),
  ...rows('Kikambala', 'Kilifi', [
    ['Kanamai', -3.9180, 39.7810],
    ['Kikambala', -3.8950, 39.7880],
  ]),
  ...rows('Vipingo', 'Kilifi', [['Vipingo', -3.8110, 39.8070]]),
  ...rows('Kilifi', 'Kilifi', [
    ['Bofa', -3.6120, 39.8680],
    ['Kilifi Town', -3.6310, 39.8500],
    ['Mnarani', -3.6440, 39.8480],
    ['Takaungu', -3.6850, 39.8560],
  ]),
  ...rows('Mariakani', 'Kilifi', [['Mariakani', -3.8630, 39.4740]]),
  ...rows('Watamu', 'Kilifi', [['Watamu', -3.3540, 40.0190]]),
  ...rows('Gede', 'Kilifi', [['Gede', -3.3050, 40.0130]]),
  ...rows('Malindi', 'Kilifi', [
    ['Casuarina', -3.2500, 40.1300],
    ['Malindi Town', -3.2180, 40.1190],
    ['Shella', -3.2070, 40.1230],
    ['Silversands', -3.2400, 40.1290],
  ]),
  ...rows('Mambrui', 'Kilifi', [['Mambrui', -3.1070, 40.1530]]),

  ...rows('Diani', 'Kwale', [
    ['Diani', -4.3000, 39.5830],
    ['Galu', -4.3480, 39.5690],
    ['Kinondo', -4.3950, 39.5480],
    ['Tiwi', -4.2350, 39.6000],
    ['Ukunda', -4.2870, 39.5670],
  ]),
  ...rows('Msambweni', 'Kwale', [['Msambweni', -4.4690, 39.4800]]),
  ...rows('Shimoni', 'Kwale', [['Shimoni', -4.6480, 39.3800]]),
  ...rows('Lunga Lunga', 'Kwale', [['Lunga Lunga', -4.5530, 39.1250]]),
  ...rows('Kwale', 'Kwale', [['Kwale Town', -4.1737, 39.4521]]),

  ...rows('Lamu', 'Lamu', [
    ['Lamu Town', -2.2710, 40.9020],
    ['Manda', -2.2600, 40.9250],
    ['Shela', -2.2950, 40.9170],
  ]),
  ...rows('Mokowe', 'Lamu', [['Mokowe', -2.2340, 40.8470]]),
  ...rows('Mpeketoni', 'Lamu', [['Mpeketoni', -2.3920, 40.6950]]),

  ...rows('Kisumu', 'Kisumu', [
    ['Arina', -0.0990, 34.7650],
    ['Dunga', -0.1420, 34.7390],
    ['Kanyakwar', -0.0840, 34.7390],
    ['Kibos', -0.0400, 34.8100],
    ['Kisumu CBD', -0.1022, 34.7617],
    ['Kondele', -0.0860, 34.7760],
    ['Lolwe'],
    ['Mamboleo', -0.0700, 34.7820],
    ['Manyatta', -0.0990, 34.7800],
    ['Migosi', -0.0900, 34.7650],
    ['Milimani', -0.1050, 34.7500],
    ['Nyalenda', -0.1100, 34.7740],
    ['Nyamasaria', -0.0980, 34.8050],
    ['Obunga', -0.0850, 34.7560],
    ['Otonglo', -0.0860, 34.7150],
    ['Tom Mboya', -0.0920, 34.7690],
  ]),
  ...rows('Ahero', 'Kisumu', [['Ahero', -0.1730, 34.9190]]),

  ...rows('Nakuru', 'Nakuru', [
    ['Bondeni', -0.2930, 36.0710],
    ['Free Area', -0.2920, 36.1000],
    ['Kaptembwo', -0.2990, 36.0310],
    ['Kiamunyi', -0.2580, 36.0420],
    ['Lanet', -0.2970, 36.1500],
    ['London', -0.2740, 36.0560],
    ['Milimani (Nakuru)', -0.2750, 36.0800],
    ['Naka', -0.2700, 36.0780],
    ['Nakuru CBD', -0.2831, 36.0667],
    ['Rhonda', -0.3080, 36.0400],
    ['Section 58', -0.2860, 36.0880],
    ['Shabab', -0.2780, 36.0890],
  ]),
  ...rows('Bahati', 'Nakuru', [['Bahati (Nakuru)', -0.1520, 36.1480]]),
  ...rows('Njoro', 'Nakuru', [['Njoro', -0.3291, 35.9440]]),
  ...rows('Molo', 'Nakuru', [['Molo', -0.2490, 35.7320]]),
  ...rows('Gilgil', 'Nakuru', [['Gilgil', -0.4990, 36.3200]]),
  ...rows('Naivasha', 'Nakuru', [
    ['Kamere', -0.8200, 36.3400],
    ['Karagita', -0.7900, 36.3960],
    ['Kihoto', -0.7270, 36.4230],
    ['Naivasha Town', -0.7170, 36.4330],
  ]),
  ...rows('Mai Mahiu', 'Nakuru', [['Mai Mahiu', -1.0050, 36.5860]]),

  ...rows('Eldoret', 'Uasin Gishu', [
    ['Annex', 0.4980, 35.2700],
    ['Eldoret CBD', 0.5143, 35.2698],
    ['Elgon View', 0.5070, 35.2870],
    ['Huruma (Eldoret)', 0.5250, 35.2520],
    ['Kapsoya', 0.5250, 35.2980],
    ['Kimumu', 0.5500, 35.2950],
    ['Langas', 0.4860, 35.2660],
    ['Munyaka', 0.5160, 35.2490],
    ['Pioneer', 0.5290, 35.2770],
    ['West Indies', 0.5120, 35.2580],
  ]),
  ...rows('Turbo', 'Uasin Gishu', [['Turbo', 0.6330, 35.0500]]),

  ...rows('Nyeri', 'Nyeri', [
    ['Kamakwa', -0.4050, 36.9400],
    ["King'ong'o", -0.4080, 36.9600],
    ['Nyeri Town', -0.4201, 36.9476],
    ['Ruringu', -0.4320, 36.9570],
    ['Skuta', -0.4130, 36.9380],
  ]),
  ...rows('Kiganjo', 'Nyeri', [['Kiganjo', -0.3930, 37.0040]]),
  ...rows('Karatina', 'Nyeri', [['Karatina', -0.4830, 37.1290]]),
  ...rows('Othaya', 'Nyeri', [['Othaya', -0.5490, 36.9440]]),
  ...rows('Mweiga', 'Nyeri', [['Mweiga', -0.3250, 36.9000]]),
  ...rows('Naro Moru', 'Nyeri', [['Naro Moru', -0.1650, 37.0200]]),

  ...rows('Nanyuki', 'Laikipia', [
    ['Likii', -0.0010, 37.0800],
    ['Nanyuki Town', 0.0120, 37.0730],
    ['Thingithu', 0.0150, 37.0950],
  ]),
  ...rows('Nyahururu', 'Laikipia', [['Nyahururu', 0.0360, 36.3640]]),
  ...rows('Rumuruti', 'Laikipia', [['Rumuruti', 0.2720, 36.5380]]),

  ...rows('Meru', 'Meru', [
    ['Kaaga', 0.0580, 37.6570],
    ['Meru Town', 0.0470, 37.6530],
  ]),
  ...rows('Nkubu', 'Meru', [['Nkubu', -0.0667, 37.6667]]),
  ...rows('Maua', 'Meru', [['Maua', 0.2333, 37.9400]]),
  ...rows('Timau', 'Meru', [['Timau', 0.0860, 37.2380]]),
  ...rows('Chuka', 'Tharaka-Nithi', [['Chuka', -0.3333, 37.6500]]),
  ...rows('Embu', 'Embu', [['Embu Town', -0.5330, 37.4550]]),
  ...rows('Runyenjes', 'Embu', [['Runyenjes', -0.4200, 37.5700]]),
  ...rows('Isiolo', 'Isiolo', [['Isiolo Town', 0.3546, 37.5822]]),
  ...rows('Marsabit', 'Marsabit', [['Marsabit Town', 2.3284, 37.9899]]),
  ...rows("Murang'a", "Murang'a", [["Murang'a Town", -0.7210, 37.1526]]),
  ...rows('Kenol', "Murang'a", [['Kenol', -0.8930, 37.1330]]),
  ...rows('Maragua', "Murang'a", [['Maragua', -0.7960, 37.1320]]),
  ...rows('Kerugoya', 'Kirinyaga', [['Kerugoya', -0.4989, 37.2803]]),
  ...rows('Kutus', 'Kirinyaga', [['Kutus', -0.5600, 37.3200]]),
  ...rows('Sagana', 'Kirinyaga', [['Sagana', -0.6667, 37.2000]]),
  ...rows("Wang'uru", 'Kirinyaga', [["Wang'uru", -0.6833, 37.3500]]),
  ...rows('Ol Kalou', 'Nyandarua', [['Ol Kalou', -0.2667, 36.3833]]),

  ...rows('Kitui', 'Kitui', [['Kitui Town', -1.3667, 38.0106]]),
  ...rows('Mwingi', 'Kitui', [['Mwingi', -0.9333, 38.0667]]),
  ...rows('Wote', 'Makueni', [['Wote', -1.7810, 37.6290]]),
  ...rows('Emali', 'Makueni', [['Emali', -2.0790, 37.4710]]),
  ...rows('Makindu', 'Makueni', [['Makindu', -2.2767, 37.8267]]),
  ...rows('Mtito Andei', 'Makueni', [['Mtito Andei', -2.6899, 38.1667]]),
  ...rows('Voi', 'Taita-Taveta', [['Voi', -3.3961, 38.5561]]),
  ...rows('Wundanyi', 'Taita-Taveta', [['Wundanyi', -3.3986, 38.3647]]),
  ...rows('Taveta', 'Taita-Taveta', [['Taveta', -3.3980, 37.6760]]),
  ...rows('Hola', 'Tana River', [['Hola', -1.4860, 40.0300]]),
  ...rows('Garissa', 'Garissa', [['Garissa Town', -0.4536, 39.6461]]),
  ...rows('Wajir', 'Wajir', [['Wajir Town', 1.7471, 40.0573]]),
  ...rows('Mandera', 'Mandera', [['Mandera Town', 3.9366, 41.8670]]),

  ...rows('Kakamega', 'Kakamega', [
    ['Amalemba', 0.2770, 34.7420],
    ['Kakamega Town', 0.2827, 34.7519],
    ['Lurambi', 0.3000, 34.7600],
    ['Milimani (Kakamega)', 0.2750, 34.7600],
    ['Shirere', 0.2880, 34.7650],
  ]),
  ...rows('Mumias', 'Kakamega', [['Mumias', 0.3350, 34.4890]]),
  ...rows('Mbale', 'Vihiga', [['Mbale', 0.0830, 34.7200]]),
  ...rows('Bungoma', 'Bungoma', [['Bungoma Town', 0.5635, 34.5606]]),
  ...rows('Webuye', 'Bungoma', [['Webuye', 0.6083, 34.7717]]),
  ...rows('Kimilili', 'Bungoma', [['Kimilili', 0.7870, 34.7180]]),
  ...rows('Busia', 'Busia', [['Busia Town', 0.4608, 34.1115]]),
  ...rows('Malaba', 'Busia', [['Malaba', 0.6340, 34.2760]]),
  ...rows('Siaya', 'Siaya', [['Siaya Town', 0.0607, 34.2881]]),
  ...rows('Bondo', 'Siaya', [['Bondo', -0.0990, 34.2730]]),
  ...rows('Homa Bay', 'Homa Bay', [['Homa Bay Town', -0.5273, 34.4571]]),
  ...rows('Mbita', 'Homa Bay', [['Mbita', -0.4250, 34.2070]]),
  ...rows('Migori', 'Migori', [['Migori Town', -1.0634, 34.4731]]),
  ...rows('Rongo', 'Migori', [['Rongo', -0.7594, 34.6019]]),
  ...rows('Kisii', 'Kisii', [
    ['Daraja Mbili', -0.6850, 34.7800],
    ['Kisii Town', -0.6790, 34.7700],
    ['Nyanchwa', -0.6700, 34.7750],
  ]),
  ...rows('Nyamira', 'Nyamira', [['Nyamira Town', -0.5633, 34.9358]]),

  ...rows('Kericho', 'Kericho', [['Kericho Town', -0.3677, 35.2831]]),
  ...rows('Litein', 'Kericho', [['Litein', -0.5830, 35.1890]]),
  ...rows('Londiani', 'Kericho', [['Londiani', -0.1667, 35.6000]]),
  ...rows('Bomet', 'Bomet', [['Bomet Town', -0.7813, 35.3416]]),
  ...rows('Narok', 'Narok', [['Narok Town', -1.0830, 35.8700]]),
  ...rows('Kapsabet', 'Nandi', [['Kapsabet', 0.2039, 35.1050]]),
  ...rows('Nandi Hills', 'Nandi', [['Nandi Hills', 0.1036, 35.1836]]),
  ...rows('Iten', 'Elgeyo-Marakwet', [['Iten', 0.6703, 35.5081]]),
  ...rows('Kabarnet', 'Baringo', [['Kabarnet', 0.4919, 35.7430]]),
  ...rows('Eldama Ravine', 'Baringo', [['Eldama Ravine', 0.0510, 35.7260]]),
  ...rows('Kitale', 'Trans Nzoia', [
    ['Kitale Town', 1.0157, 35.0062],
    ['Milimani (Kitale)', 1.0210, 35.0080],
  ]),
  ...rows('Kiminini', 'Trans Nzoia', [['Kiminini', 0.8930, 34.9220]]),
  ...rows('Kapenguria', 'West Pokot', [['Kapenguria', 1.2389, 35.1119]]),
  ...rows('Maralal', 'Samburu', [['Maralal', 1.0968, 36.6981]]),
  ...rows('Lodwar', 'Turkana', [['Lodwar', 3.1191, 35.5973]]),
  ...rows('Kakuma', 'Turkana', [['Kakuma', 3.7170, 34.8670]]),
];

export const NEIGHBOURHOODS: readonly Neighbourhood[] = Object.freeze(
  DATA.map((n) => Object.freeze(n)).sort(
    (a, b) => a.county.localeCompare(b.county, 'en') || a.name.localeCompare(b.name, 'en'),
  ),
);

export const NEIGHBOURHOOD_NAMES: readonly string[] = Object.freeze(NEIGHBOURHOODS.map((n) => n.name));

// Users type "kahawa  sukari " and "KILIMANI"; both must hit the stored name.
function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const BY_NAME = new Map(NEIGHBOURHOODS.map((n) => [normalise(n.name), n]));

export function findNeighbourhood(name: string): Neighbourhood | undefined {
  return BY_NAME.get(normalise(name));
}

// Lower-cased once and ordered by name, so that collecting matches into rank
// buckets in index order is already alphabetical within each rank.
const SEARCH_INDEX = [...NEIGHBOURHOODS]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((n) => ({ n, name: normalise(n.name), town: normalise(n.town) }));

// 0: text starts with the query, 1: a later word does, 2: anywhere else.
function matchRank(text: string, query: string): number | undefined {
  let at = text.indexOf(query);
  if (at === 0) return 0;
  let rank: number | undefined;
  while (at > 0) {
    if (!/[a-z0-9]/.test(text.charAt(at - 1))) return 1;
    rank = 2;
    at = text.indexOf(query, at + 1);
  }
  return rank;
}

export function suggestNeighbourhoods(query: string, limit = 8): Neighbourhood[] {
  const q = normalise(query);
  if (q === '' || !(limit >= 1)) return [];
  // Town matches rank after every name match: typing "thika" should offer
  // 'Thika Town' before the estates that merely sit in Thika.
  const buckets: Neighbourhood[][] = [[], [], [], [], [], []];
  for (const entry of SEARCH_INDEX) {
    const byName = matchRank(entry.name, q);
    const byTown = byName === undefined ? matchRank(entry.town, q) : undefined;
    const rank = byName ?? (byTown === undefined ? undefined : byTown + 3);
    if (rank !== undefined) buckets[rank]?.push(entry.n);
  }
  return buckets.flat().slice(0, Math.floor(limit));
}

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

const LOCATED = NEIGHBOURHOODS.flatMap((n) =>
  n.lat === undefined || n.lng === undefined ? [] : [{ n, lat: n.lat, lng: n.lng, cosLat: Math.cos(n.lat * RAD) }],
);

export function nearestNeighbourhood(lat: number, lng: number, maxKm = 15): Neighbourhood | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !(maxKm >= 0)) return undefined;
  // Bounding box that no point within maxKm can fall outside (exact on the
  // sphere), so the trigonometry only runs for the handful of nearby places.
  const angle = maxKm / EARTH_RADIUS_KM;
  const cosLat = Math.cos(lat * RAD);
  const latSpan = angle / RAD;
  const lngSpan = Math.sin(angle) < cosLat ? Math.asin(Math.sin(angle) / cosLat) / RAD : 360;
  let best: Neighbourhood | undefined;
  let bestKm = Infinity;
  for (const p of LOCATED) {
    if (Math.abs(p.lat - lat) > latSpan || Math.abs(p.lng - lng) > lngSpan) continue;
    const h =
      Math.sin(((p.lat - lat) * RAD) / 2) ** 2 + cosLat * p.cosLat * Math.sin(((p.lng - lng) * RAD) / 2) ** 2;
    const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (km <= maxKm && km < bestKm) {
      best = p.n;
      bestKm = km;
    }
  }
  return best;
}
