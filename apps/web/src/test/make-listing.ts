import type { Listing } from '@nyumba/domain';

const hex = (n: number) => n.toString(16).padStart(40, '0');

/** A store-shaped photo address: `/images/{40 hex}-1280.webp`. */
const storeImage = (n: number) => `/images/${hex(n)}-1280.webp`;

/** A valid API listing for web tests; override what the test is about. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  const id = overrides._id ?? overrides.id ?? '11111111-1111-4111-8111-111111111111';
  return {
    _id: id,
    id,
    name: 'Modern 2 bedroom apartment in Kilimani',
    description: 'Borehole water, backup generator and a balcony.',
    phone_number: '+254712345678',
    phoneVisibility: 'public',
    price: 25000,
    bedrooms: '2-bedroom',
    type: 'rentals',
    furnished: false,
    parking: true,
    image_urls: [storeImage(1), storeImage(2), storeImage(3)],
    location: { type: 'Point', coordinates: [36.7833, -1.2921] },
    areaName: 'Kilimani',
    userRef: 'user-1',
    savedCount: 0,
    saved: false,
    availability: 'available',
    createdAt: '2025-06-03T09:00:00.000Z',
    updatedAt: '2025-06-04T09:00:00.000Z',
    confirmedAt: '2025-06-04T09:00:00.000Z',
    staleAt: null,
    phoneVerifiedAt: null,
    bathrooms: 1,
    floorSize: null,
    amenities: ['water-tank', 'balcony'],
    depositMonths: 2,
    serviceCharge: null,
    plotAcres: null,
    maxGuests: null,
    traLicence: null,
    areasServed: [],
    trade: null,
    priceUnit: null,
    workDays: [],
    workFrom: null,
    workTo: null,
    emergency: null,
    experienceYears: null,
    licenceNumber: null,
    licenceExpires: null,
    licenceChecked: false,
    rating: null,
    ...overrides,
  };
}
