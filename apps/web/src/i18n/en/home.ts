// Strings of the home page: taglines, hero, category tiles and featured listings.
export const home = {
  documentTitle: 'Nyumba: homes and trusted pros in Kenya',
  // The spec's tagline pool holds 18 entries; one is picked per visit.
  taglines: [
    'Find your next home in Nairobi and beyond',
    'Karibu nyumbani: your next home is a tap away',
    'From Kilimani to Kisumu, find a place to call home',
    'Trusted fundis, right around the corner',
    'Rentals, bnbs and homes for sale across Kenya',
    'Your next bedsitter, sorted',
    'Moving this month? Find the home and the movers',
    'Homes by the coast, in the highlands and in the city',
    'Live close to work, school and your favourite nyama choma spot',
    'Pros you can trust for every corner of your home',
    'Short stays in Naivasha, Diani and everywhere in between',
    'A home that fits your budget and your plans',
    'See it on the map before you go to see it',
    'From Westlands to Mombasa Road, homes that fit your life',
    'Plumbers, electricians and architects near you',
    'Nyumba nzuri, bei poa: good homes at fair prices',
    'A home in Eldoret, Nakuru or Thika? Start here',
    'Furnish it, fix it, love it: pros for your home',
  ],
  heroSubtitle: 'Browse homes, short stays and trusted pros, on a list or on the map.',
  /** The hero's search box (home-search.tsx): short enough for a 360 px phone. */
  searchPlaceholder: 'Kilimani, bedsitter, movers…',
  exploreOnMap: 'Explore on Map',
  recent: 'Your recent searches',
  explore: 'Explore',
  exploreSubtitle: 'Search by neighbourhood, type of home or service.',
  tiles: {
    label: 'Browse by category',
    homes: 'homes',
    pros: 'pros',
    teams: 'teams',
  },
  featured: {
    title: 'Featured Listings',
    empty: 'No listings to show yet.',
    loading: 'Loading listings...',
    seeAll: 'See all listings',
  },
} as const;
