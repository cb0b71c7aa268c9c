import type { Database } from '../src/db/database.ts';
import { listings } from '../src/db/schema.ts';

export interface RowSpec {
  name: string;
  type?: string;
  price?: number;
  bedrooms?: string | null;
  areaName?: string | null;
  description?: string;
  lat?: number | null;
  lng?: number | null;
  createdAt?: Date;
  bathrooms?: number | null;
  amenities?: string[];
  areasServed?: string[];
}

/** Inserts listings straight into the table, for search tests that need known sets fast. */
export async function insertListings(db: Database, ownerId: string, specs: RowSpec[]): Promise<string[]> {
  const base = Date.now() - specs.length * 1000;
  const rows = await db
    .insert(listings)
    .values(
      specs.map((spec, i) => ({
        ownerId,
        type: spec.type ?? 'rentals',
        name: spec.name,
        description: spec.description ?? 'A home.',
        phoneNumber: '+254712345678',
        price: spec.price ?? 20000,
        bedrooms: spec.bedrooms === undefined ? '2-bedroom' : spec.bedrooms,
        imageUrls: ['/images/0000000000000000000000000000000000000000-1280.webp'],
        lat: spec.lat === undefined ? -1.29 : spec.lat,
        lng: spec.lng === undefined ? 36.79 : spec.lng,
        areaName: spec.areaName ?? null,
        createdAt: spec.createdAt ?? new Date(base + i * 1000),
        bathrooms: spec.bathrooms ?? null,
        amenities: spec.amenities ?? [],
        areasServed: spec.areasServed ?? [],
      })),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}
