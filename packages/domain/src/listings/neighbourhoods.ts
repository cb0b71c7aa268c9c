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
  return list.map(([name, lat, lng]) =>
    lat === undefined ? { name, town, county } : { name, town, county, lat, lng },
  );
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
    ['Adams Arcade', -1.3, 36.779],
    ['Ayany', -1.307, 36.779],
    ['Baba Dogo', -1.243, 36.883],
    ['Bahati', -1.285, 36.86],
    ['Buruburu', -1.287, 36.877],
    ['Clay City', -1.228, 36.914],
    ['Dagoretti Corner', -1.299, 36.755],
    ['Dandora', -1.248, 36.9],
    ['Donholm', -1.296, 36.888],
    ['Drive-In', -1.233, 36.872],
    ['Eastleigh', -1.275, 36.85],
    ['Embakasi', -1.323, 36.9],
    ['Fedha', -1.314, 36.896],
    ['Garden Estate', -1.226, 36.856],
    ['Gigiri', -1.233, 36.811],
    ['Githurai 44', -1.2, 36.91],
    ['Greenspan'],
    ['Hamza', -1.299, 36.864],
    ['Hardy', -1.335, 36.74],
    ['Hazina', -1.312, 36.843],
    ['Highridge', -1.252, 36.815],
    ['Hunters', -1.218, 36.915],
    ['Hurlingham', -1.297, 36.796],
    ['Huruma', -1.258, 36.873],
    ['Imara Daima', -1.33, 36.877],
    ['Jacaranda', -1.29, 36.896],
    ['Jamhuri', -1.308, 36.764],
    ['Jericho', -1.288, 36.867],
    ['Jerusalem', -1.286, 36.873],
    ['Kabiria'],
    ['Kahawa West', -1.185, 36.9],
    ['Kaloleni', -1.294, 36.853],
    ['Kamulu', -1.26, 37.04],
    ['Kangemi', -1.265, 36.747],
    ['Karen', -1.32, 36.708],
    ['Kariobangi', -1.252, 36.88],
    ['Kariobangi North'],
    ['Kariobangi South', -1.264, 36.882],
    ['Kariokor', -1.279, 36.834],
    ['Kasarani', -1.222, 36.9],
    ['Kawangware', -1.285, 36.747],
    ['Kayole', -1.275, 36.916],
    ['Kiamaiko', -1.256, 36.864],
    ['Kibera', -1.313, 36.788],
    ['Kileleshwa', -1.281, 36.784],
    ['Kilimani', -1.2896, 36.7856],
    ['Kitisuru', -1.23, 36.78],
    ['Komarock', -1.268, 36.907],
    ['Korogocho', -1.25, 36.888],
    ['Kyuna', -1.244, 36.756],
    ['Laini Saba'],
    ['Langata', -1.338, 36.77],
    ['Lavington', -1.28, 36.769],
    ['Loresho', -1.25, 36.766],
    ['Lucky Summer', -1.239, 36.895],
    ['Madaraka', -1.306, 36.823],
    ['Makadara', -1.297, 36.869],
    ['Makina'],
    ['Makongeni', -1.297, 36.848],
    ['Maringo', -1.293, 36.86],
    ['Marurui', -1.203, 36.87],
    ['Mathare', -1.26, 36.858],
    ['Mathare North', -1.249, 36.87],
    ['Mbotela', -1.29, 36.858],
    ['Mihango', -1.283, 36.951],
    ['Mirema', -1.216, 36.88],
    ['Mountain View', -1.258, 36.737],
    ['Mowlem', -1.264, 36.912],
    ['Mukuru Kwa Njenga', -1.315, 36.878],
    ['Mukuru Kwa Reuben'],
    ['Muthaiga', -1.246, 36.835],
    ['Muthaiga North'],
    ['Muthurwa', -1.286, 36.832],
    ['Mwiki', -1.213, 36.934],
    ['Nairobi CBD', -1.2864, 36.8172],
    ['Nairobi Dam'],
    ['Nairobi West', -1.309, 36.816],
    ['Ngara', -1.274, 36.824],
    ['Ngei'],
    ['Ngumo'],
    ['Njiru', -1.25, 36.94],
    ['Nyari', -1.226, 36.772],
    ['Nyayo Estate', -1.317, 36.908],
    ['Nyayo Highrise', -1.314, 36.799],
    ['Onyonka'],
    ['Otiende', -1.323, 36.788],
    ['Pangani', -1.269, 36.836],
    ['Parklands', -1.26, 36.82],
    ['Pipeline', -1.317, 36.89],
    ['Pumwani', -1.282, 36.842],
    ['Ridgeways', -1.218, 36.842],
    ['Riruta', -1.293, 36.733],
    ['Riverside', -1.272, 36.799],
    ['Rosslyn', -1.22, 36.798],
    ['Royal Park'],
    ['Roysambu', -1.219, 36.886],
    ['Ruai', -1.27, 36.998],
    ['Ruaraka', -1.243, 36.873],
    ['Runda', -1.218, 36.817],
    ['Saika', -1.266, 36.923],
    ['Satellite'],
    ['Savannah', -1.299, 36.902],
    ['Shauri Moyo', -1.287, 36.847],
    ['South B', -1.31, 36.838],
    ['South C', -1.32, 36.827],
    ['Southlands'],
    ['Spring Valley', -1.244, 36.793],
    ['Sunton', -1.219, 36.908],
    ['Tassia', -1.309, 36.906],
    ['Tena', -1.283, 36.887],
    ['Thome', -1.217, 36.864],
    ['Umoja', -1.282, 36.899],
    ['Upper Hill', -1.298, 36.814],
    ['Utawala', -1.29, 36.96],
    ['Uthiru', -1.263, 36.713],
    ['Valley Arcade', -1.286, 36.765],
    ['Waithaka', -1.285, 36.715],
    ['Westlands', -1.2676, 36.8108],
    ['Woodley', -1.303, 36.787],
    ['Zimmerman', -1.209, 36.896],
    ['Ziwani', -1.278, 36.839],
  ]),

  ...rows('Ruaka', 'Kiambu', [['Ruaka', -1.208, 36.778]]),
  ...rows('Ndenderu', 'Kiambu', [['Ndenderu', -1.193, 36.757]]),
  ...rows('Gachie', 'Kiambu', [['Gachie', -1.215, 36.784]]),
  ...rows('Karuri', 'Kiambu', [
    ['Banana Hill', -1.183, 36.762],
    ['Karuri', -1.174, 36.763],
  ]),
  ...rows('Kiambu', 'Kiambu', [
    ['Kiambu Town', -1.1714, 36.8356],
    ['Thindigua', -1.201, 36.837],
  ]),
  ...rows('Ruiru', 'Kiambu', [
    ['Githurai 45', -1.196, 36.915],
    ['Kahawa Sukari', -1.186, 36.943],
    ['Kahawa Wendani', -1.19, 36.926],
    ['Kamakis', -1.179, 36.948],
    ['Kihunguro', -1.153, 36.975],
    ['Kimbo', -1.144, 36.947],
    ['Membley', -1.165, 36.934],
    ['Mwihoko', -1.183, 36.925],
    ['Ruiru', -1.145, 36.961],
    ['Tatu City', -1.158, 36.91],
  ]),
  ...rows('Juja', 'Kiambu', [
    ['Juja', -1.1026, 37.0144],
    ['Witeithie', -1.086, 37.03],
  ]),
  ...rows('Thika', 'Kiambu', [
    ['Makongeni (Thika)', -1.045, 37.09],
    ['Ngoingwa', -1.018, 37.062],
    ['Section 9', -1.04, 37.078],
    ['Thika Town', -1.0333, 37.0693],
  ]),
  ...rows('Kikuyu', 'Kiambu', [
    ['Kikuyu', -1.2463, 36.6629],
    ['Kinoo', -1.253, 36.695],
    ['Muthiga', -1.258, 36.683],
    ['Thogoto', -1.262, 36.655],
  ]),
  ...rows('Wangige', 'Kiambu', [['Wangige', -1.22, 36.711]]),
  ...rows('Limuru', 'Kiambu', [
    ['Limuru', -1.1136, 36.6426],
    ['Tigoni', -1.138, 36.673],
  ]),
  ...rows('Githunguri', 'Kiambu', [['Githunguri', -1.0593, 36.7776]]),
  ...rows('Gatundu', 'Kiambu', [['Gatundu', -1.013, 36.906]]),

  ...rows('Ongata Rongai', 'Kajiado', [
    ['Nkoroi', -1.396, 36.774],
    ['Ongata Rongai', -1.396, 36.758],
  ]),
  ...rows('Kitengela', 'Kajiado', [['Kitengela', -1.474, 36.96]]),
  ...rows('Ngong', 'Kajiado', [
    ['Embulbul', -1.344, 36.676],
    ['Matasia', -1.38, 36.692],
    ['Ngong', -1.36, 36.658],
  ]),
  ...rows('Kiserian', 'Kajiado', [['Kiserian', -1.43, 36.686]]),
  ...rows('Isinya', 'Kajiado', [['Isinya', -1.671, 36.839]]),
  ...rows('Kajiado', 'Kajiado', [['Kajiado Town', -1.852, 36.776]]),
  ...rows('Namanga', 'Kajiado', [['Namanga', -2.545, 36.791]]),
  ...rows('Loitokitok', 'Kajiado', [['Loitokitok', -2.93, 37.5167]]),

  ...rows('Syokimau', 'Machakos', [
    ['Katani', -1.372, 36.952],
    ['Syokimau', -1.358, 36.94],
  ]),
  ...rows('Mlolongo', 'Machakos', [['Mlolongo', -1.393, 36.942]]),
  ...rows('Athi River', 'Machakos', [
    ['Athi River', -1.4563, 36.9781],
    ['Great Wall Gardens', -1.43, 36.962],
  ]),
  ...rows('Joska', 'Machakos', [['Joska', -1.284, 37.084]]),
  ...rows('Malaa', 'Machakos', [['Malaa', -1.27, 37.107]]),
  ...rows('Tala', 'Machakos', [['Tala', -1.266, 37.319]]),
  ...rows('Kangundo', 'Machakos', [['Kangundo', -1.3, 37.348]]),
  ...rows('Machakos', 'Machakos', [['Machakos Town', -1.5177, 37.2634]]),

  ...rows('Mombasa', 'Mombasa', [
    ['Bamburi', -3.998, 39.723],
    ['Bombolulu', -4.02, 39.703],
    ['Buxton', -4.053, 39.67],
    ['Changamwe', -4.026, 39.631],
    ['Frere Town', -4.043, 39.691],
    ['Ganjoni', -4.066, 39.668],
    ['Jomvu', -3.997, 39.611],
    ['Kiembeni', -3.993, 39.714],
    ['Kisauni', -4.017, 39.689],
    ['Kizingo', -4.072, 39.674],
    ['Kongowea', -4.032, 39.695],
    ['Likoni', -4.088, 39.659],
    ['Magongo', -4.018, 39.615],
    ['Majengo', -4.05, 39.662],
    ['Makupa', -4.044, 39.656],
    ['Mbaraki', -4.069, 39.66],
    ['Mikindani', -4.014, 39.626],
    ['Miritini', -3.999, 39.588],
    ['Mishomoroni', -4.004, 39.692],
    ['Mkomani', -4.034, 39.703],
    ['Mombasa CBD', -4.061, 39.672],
    ['Mtongwe', -4.084, 39.632],
    ['Mtopanga', -3.998, 39.706],
    ['Nyali', -4.038, 39.709],
    ['Old Town', -4.062, 39.679],
    ['Port Reitz', -4.033, 39.614],
    ['Shanzu', -3.963, 39.745],
    ['Shelly Beach', -4.096, 39.68],
    ['Shimanzi', -4.056, 39.655],
    ['Tononoka', -4.049, 39.665],
    ['Tudor', -4.045, 39.672],
    ['Utange', -3.972, 39.716],
    ["Ziwa la Ng'ombe", -4.025, 39.708],
  ]),

  ...rows('Mtwapa', 'Kilifi', [['Mtwapa', -3.942, 39.74]]),
  ...rows('Kikambala', 'Kilifi', [
    ['Kanamai', -3.918, 39.781],
    ['Kikambala', -3.895, 39.788],
  ]),
  ...rows('Vipingo', 'Kilifi', [['Vipingo', -3.811, 39.807]]),
  ...rows('Kilifi', 'Kilifi', [
    ['Bofa', -3.612, 39.868],
    ['Kilifi Town', -3.631, 39.85],
    ['Mnarani', -3.644, 39.848],
    ['Takaungu', -3.685, 39.856],
  ]),
  ...rows('Mariakani', 'Kilifi', [['Mariakani', -3.863, 39.474]]),
  ...rows('Watamu', 'Kilifi', [['Watamu', -3.354, 40.019]]),
  ...rows('Gede', 'Kilifi', [['Gede', -3.305, 40.013]]),
  ...rows('Malindi', 'Kilifi', [
    ['Casuarina', -3.25, 40.13],
    ['Malindi Town', -3.218, 40.119],
    ['Shella', -3.207, 40.123],
    ['Silversands', -3.24, 40.129],
  ]),
  ...rows('Mambrui', 'Kilifi', [['Mambrui', -3.107, 40.153]]),

  ...rows('Diani', 'Kwale', [
    ['Diani', -4.3, 39.583],
    ['Galu', -4.348, 39.569],
    ['Kinondo', -4.395, 39.548],
    ['Tiwi', -4.235, 39.6],
    ['Ukunda', -4.287, 39.567],
  ]),
  ...rows('Msambweni', 'Kwale', [['Msambweni', -4.469, 39.48]]),
  ...rows('Shimoni', 'Kwale', [['Shimoni', -4.648, 39.38]]),
  ...rows('Lunga Lunga', 'Kwale', [['Lunga Lunga', -4.553, 39.125]]),
  ...rows('Kwale', 'Kwale', [['Kwale Town', -4.1737, 39.4521]]),

  ...rows('Lamu', 'Lamu', [
    ['Lamu Town', -2.271, 40.902],
    ['Manda', -2.26, 40.925],
    ['Shela', -2.295, 40.917],
  ]),
  ...rows('Mokowe', 'Lamu', [['Mokowe', -2.234, 40.847]]),
  ...rows('Mpeketoni', 'Lamu', [['Mpeketoni', -2.392, 40.695]]),

  ...rows('Kisumu', 'Kisumu', [
    ['Arina', -0.099, 34.765],
    ['Dunga', -0.142, 34.739],
    ['Kanyakwar', -0.084, 34.739],
    ['Kibos', -0.04, 34.81],
    ['Kisumu CBD', -0.1022, 34.7617],
    ['Kondele', -0.086, 34.776],
    ['Lolwe'],
    ['Mamboleo', -0.07, 34.782],
    ['Manyatta', -0.099, 34.78],
    ['Migosi', -0.09, 34.765],
    ['Milimani', -0.105, 34.75],
    ['Nyalenda', -0.11, 34.774],
    ['Nyamasaria', -0.098, 34.805],
    ['Obunga', -0.085, 34.756],
    ['Otonglo', -0.086, 34.715],
    ['Tom Mboya', -0.092, 34.769],
  ]),
  ...rows('Ahero', 'Kisumu', [['Ahero', -0.173, 34.919]]),

  ...rows('Nakuru', 'Nakuru', [
    ['Bondeni', -0.293, 36.071],
    ['Free Area', -0.292, 36.1],
    ['Kaptembwo', -0.299, 36.031],
    ['Kiamunyi', -0.258, 36.042],
    ['Lanet', -0.297, 36.15],
    ['London', -0.274, 36.056],
    ['Milimani (Nakuru)', -0.275, 36.08],
    ['Naka', -0.27, 36.078],
    ['Nakuru CBD', -0.2831, 36.0667],
    ['Rhonda', -0.308, 36.04],
    ['Section 58', -0.286, 36.088],
    ['Shabab', -0.278, 36.089],
  ]),
  ...rows('Bahati', 'Nakuru', [['Bahati (Nakuru)', -0.152, 36.148]]),
  ...rows('Njoro', 'Nakuru', [['Njoro', -0.3291, 35.944]]),
  ...rows('Molo', 'Nakuru', [['Molo', -0.249, 35.732]]),
  ...rows('Gilgil', 'Nakuru', [['Gilgil', -0.499, 36.32]]),
  ...rows('Naivasha', 'Nakuru', [
    ['Kamere', -0.82, 36.34],
    ['Karagita', -0.79, 36.396],
    ['Kihoto', -0.727, 36.423],
    ['Naivasha Town', -0.717, 36.433],
  ]),
  ...rows('Mai Mahiu', 'Nakuru', [['Mai Mahiu', -1.005, 36.586]]),

  ...rows('Eldoret', 'Uasin Gishu', [
    ['Annex', 0.498, 35.27],
    ['Eldoret CBD', 0.5143, 35.2698],
    ['Elgon View', 0.507, 35.287],
    ['Huruma (Eldoret)', 0.525, 35.252],
    ['Kapsoya', 0.525, 35.298],
    ['Kimumu', 0.55, 35.295],
    ['Langas', 0.486, 35.266],
    ['Munyaka', 0.516, 35.249],
    ['Pioneer', 0.529, 35.277],
    ['West Indies', 0.512, 35.258],
  ]),
  ...rows('Turbo', 'Uasin Gishu', [['Turbo', 0.633, 35.05]]),

  ...rows('Nyeri', 'Nyeri', [
    ['Kamakwa', -0.405, 36.94],
    ["King'ong'o", -0.408, 36.96],
    ['Nyeri Town', -0.4201, 36.9476],
    ['Ruringu', -0.432, 36.957],
    ['Skuta', -0.413, 36.938],
  ]),
  ...rows('Kiganjo', 'Nyeri', [['Kiganjo', -0.393, 37.004]]),
  ...rows('Karatina', 'Nyeri', [['Karatina', -0.483, 37.129]]),
  ...rows('Othaya', 'Nyeri', [['Othaya', -0.549, 36.944]]),
  ...rows('Mweiga', 'Nyeri', [['Mweiga', -0.325, 36.9]]),
  ...rows('Naro Moru', 'Nyeri', [['Naro Moru', -0.165, 37.02]]),

  ...rows('Nanyuki', 'Laikipia', [
    ['Likii', -0.001, 37.08],
    ['Nanyuki Town', 0.012, 37.073],
    ['Thingithu', 0.015, 37.095],
  ]),
  ...rows('Nyahururu', 'Laikipia', [['Nyahururu', 0.036, 36.364]]),
  ...rows('Rumuruti', 'Laikipia', [['Rumuruti', 0.272, 36.538]]),

  ...rows('Meru', 'Meru', [
    ['Kaaga', 0.058, 37.657],
    ['Meru Town', 0.047, 37.653],
  ]),
  ...rows('Nkubu', 'Meru', [['Nkubu', -0.0667, 37.6667]]),
  ...rows('Maua', 'Meru', [['Maua', 0.2333, 37.94]]),
  ...rows('Timau', 'Meru', [['Timau', 0.086, 37.238]]),
  ...rows('Chuka', 'Tharaka-Nithi', [['Chuka', -0.3333, 37.65]]),
  ...rows('Embu', 'Embu', [['Embu Town', -0.533, 37.455]]),
  ...rows('Runyenjes', 'Embu', [['Runyenjes', -0.42, 37.57]]),
  ...rows('Isiolo', 'Isiolo', [['Isiolo Town', 0.3546, 37.5822]]),
  ...rows('Marsabit', 'Marsabit', [['Marsabit Town', 2.3284, 37.9899]]),
  ...rows("Murang'a", "Murang'a", [["Murang'a Town", -0.721, 37.1526]]),
  ...rows('Kenol', "Murang'a", [['Kenol', -0.893, 37.133]]),
  ...rows('Maragua', "Murang'a", [['Maragua', -0.796, 37.132]]),
  ...rows('Kerugoya', 'Kirinyaga', [['Kerugoya', -0.4989, 37.2803]]),
  ...rows('Kutus', 'Kirinyaga', [['Kutus', -0.56, 37.32]]),
  ...rows('Sagana', 'Kirinyaga', [['Sagana', -0.6667, 37.2]]),
  ...rows("Wang'uru", 'Kirinyaga', [["Wang'uru", -0.6833, 37.35]]),
  ...rows('Ol Kalou', 'Nyandarua', [['Ol Kalou', -0.2667, 36.3833]]),

  ...rows('Kitui', 'Kitui', [['Kitui Town', -1.3667, 38.0106]]),
  ...rows('Mwingi', 'Kitui', [['Mwingi', -0.9333, 38.0667]]),
  ...rows('Wote', 'Makueni', [['Wote', -1.781, 37.629]]),
  ...rows('Emali', 'Makueni', [['Emali', -2.079, 37.471]]),
  ...rows('Makindu', 'Makueni', [['Makindu', -2.2767, 37.8267]]),
  ...rows('Mtito Andei', 'Makueni', [['Mtito Andei', -2.6899, 38.1667]]),
  ...rows('Voi', 'Taita-Taveta', [['Voi', -3.3961, 38.5561]]),
  ...rows('Wundanyi', 'Taita-Taveta', [['Wundanyi', -3.3986, 38.3647]]),
  ...rows('Taveta', 'Taita-Taveta', [['Taveta', -3.398, 37.676]]),
  ...rows('Hola', 'Tana River', [['Hola', -1.486, 40.03]]),
  ...rows('Garissa', 'Garissa', [['Garissa Town', -0.4536, 39.6461]]),
  ...rows('Wajir', 'Wajir', [['Wajir Town', 1.7471, 40.0573]]),
  ...rows('Mandera', 'Mandera', [['Mandera Town', 3.9366, 41.867]]),

  ...rows('Kakamega', 'Kakamega', [
    ['Amalemba', 0.277, 34.742],
    ['Kakamega Town', 0.2827, 34.7519],
    ['Lurambi', 0.3, 34.76],
    ['Milimani (Kakamega)', 0.275, 34.76],
    ['Shirere', 0.288, 34.765],
  ]),
  ...rows('Mumias', 'Kakamega', [['Mumias', 0.335, 34.489]]),
  ...rows('Mbale', 'Vihiga', [['Mbale', 0.083, 34.72]]),
  ...rows('Bungoma', 'Bungoma', [['Bungoma Town', 0.5635, 34.5606]]),
  ...rows('Webuye', 'Bungoma', [['Webuye', 0.6083, 34.7717]]),
  ...rows('Kimilili', 'Bungoma', [['Kimilili', 0.787, 34.718]]),
  ...rows('Busia', 'Busia', [['Busia Town', 0.4608, 34.1115]]),
  ...rows('Malaba', 'Busia', [['Malaba', 0.634, 34.276]]),
  ...rows('Siaya', 'Siaya', [['Siaya Town', 0.0607, 34.2881]]),
  ...rows('Bondo', 'Siaya', [['Bondo', -0.099, 34.273]]),
  ...rows('Homa Bay', 'Homa Bay', [['Homa Bay Town', -0.5273, 34.4571]]),
  ...rows('Mbita', 'Homa Bay', [['Mbita', -0.425, 34.207]]),
  ...rows('Migori', 'Migori', [['Migori Town', -1.0634, 34.4731]]),
  ...rows('Rongo', 'Migori', [['Rongo', -0.7594, 34.6019]]),
  ...rows('Kisii', 'Kisii', [
    ['Daraja Mbili', -0.685, 34.78],
    ['Kisii Town', -0.679, 34.77],
    ['Nyanchwa', -0.67, 34.775],
  ]),
  ...rows('Nyamira', 'Nyamira', [['Nyamira Town', -0.5633, 34.9358]]),

  ...rows('Kericho', 'Kericho', [['Kericho Town', -0.3677, 35.2831]]),
  ...rows('Litein', 'Kericho', [['Litein', -0.583, 35.189]]),
  ...rows('Londiani', 'Kericho', [['Londiani', -0.1667, 35.6]]),
  ...rows('Bomet', 'Bomet', [['Bomet Town', -0.7813, 35.3416]]),
  ...rows('Narok', 'Narok', [['Narok Town', -1.083, 35.87]]),
  ...rows('Kapsabet', 'Nandi', [['Kapsabet', 0.2039, 35.105]]),
  ...rows('Nandi Hills', 'Nandi', [['Nandi Hills', 0.1036, 35.1836]]),
  ...rows('Iten', 'Elgeyo-Marakwet', [['Iten', 0.6703, 35.5081]]),
  ...rows('Kabarnet', 'Baringo', [['Kabarnet', 0.4919, 35.743]]),
  ...rows('Eldama Ravine', 'Baringo', [['Eldama Ravine', 0.051, 35.726]]),
  ...rows('Kitale', 'Trans Nzoia', [
    ['Kitale Town', 1.0157, 35.0062],
    ['Milimani (Kitale)', 1.021, 35.008],
  ]),
  ...rows('Kiminini', 'Trans Nzoia', [['Kiminini', 0.893, 34.922]]),
  ...rows('Kapenguria', 'West Pokot', [['Kapenguria', 1.2389, 35.1119]]),
  ...rows('Maralal', 'Samburu', [['Maralal', 1.0968, 36.6981]]),
  ...rows('Lodwar', 'Turkana', [['Lodwar', 3.1191, 35.5973]]),
  ...rows('Kakuma', 'Turkana', [['Kakuma', 3.717, 34.867]]),
];

/**
 * Alphabetical order for these names without a collator: the first Intl.Collator (or
 * localeCompare with a locale) a page makes loads ICU's collation data, ~75 ms of a
 * long task on a mid-range phone, and these sorts run when a search or listing page
 * loads. For this list (letters, spaces, hyphens and apostrophes) it gives Intl.Collator
 * ('en')'s order, which neighbourhoods.test.ts checks.
 */
export function byEnglish(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const NEIGHBOURHOODS: readonly Neighbourhood[] = Object.freeze(
  DATA.map((n) => Object.freeze(n)).sort((a, b) => byEnglish(a.county, b.county) || byEnglish(a.name, b.name)),
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

/** The approximate centre of a named neighbourhood, when the list knows it. */
export function neighbourhoodCentre(name: string | null | undefined): { lat: number; lng: number } | null {
  const place = name ? findNeighbourhood(name) : undefined;
  return place?.lat !== undefined && place.lng !== undefined ? { lat: place.lat, lng: place.lng } : null;
}

// Lower-cased once and ordered by name, so that collecting matches into rank
// buckets in index order is already alphabetical within each rank.
const SEARCH_INDEX = [...NEIGHBOURHOODS]
  .sort((a, b) => byEnglish(a.name, b.name))
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
  // Among names that start with the text, the shortest first: "Nyal" offers Nyali before
  // Nyalenda, the name the text is closest to being. The others stay alphabetical.
  buckets[0]?.sort((a, b) => a.name.length - b.name.length || byEnglish(a.name, b.name));
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
    const h = Math.sin(((p.lat - lat) * RAD) / 2) ** 2 + cosLat * p.cosLat * Math.sin(((p.lng - lng) * RAD) / 2) ** 2;
    const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (km <= maxKm && km < bestKm) {
      best = p.n;
      bestKm = km;
    }
  }
  return best;
}
