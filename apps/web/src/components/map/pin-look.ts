/*
 * How a price pin looks, and the tiles' closest zoom (where pins stop grouping), apart
 * from Leaflet: the live maps make Leaflet icons of it (map-pins.ts) and the explore
 * map's first frame draws the same boxes itself
 * (features/map/map-frame.tsx), so the pins do not move or change as the map goes live.
 * Styled by map-pins.css, which the page's own stylesheet carries.
 */

export type PricePinVariant = 'listing' | 'selected' | 'redirected';

/** map-pin-listing and map-pin-selected: the classes of the spec's blue and purple pins. */
const PIN_CLASSES: Record<PricePinVariant, string> = {
  listing: 'map-pin-listing',
  selected: 'map-pin-listing map-price-pin-current',
  redirected: 'map-pin-selected',
};

export const pricePinClass = (variant: PricePinVariant) => `map-price-pin ${PIN_CLASSES[variant]}`;

/** The closest zoom of every map's tiles (map-tiles.tsx); the explore map's pins never group there. */
export const MAX_TILE_ZOOM = 19;

/** Wide enough for 'From 120k' or '4.5k/night'; the tail's tip is on the place. */
export const PRICE_PIN = { width: 92, height: 28, anchorX: 46, anchorY: 34 } as const;
