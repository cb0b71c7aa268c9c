import { divIcon, type DivIcon } from 'leaflet';

// Pins are shared by every map (components/map/map-pins.ts); clusters are the explore map's own.

const clusterIcons = new Map<string, DivIcon>();

function shortCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}

/** A numbered bubble, larger as it holds more listings; icons are shared per label. */
export function clusterIcon(count: number): DivIcon {
  const label = shortCount(count);
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  const key = `${label}:${size}`;
  let icon = clusterIcons.get(key);
  if (!icon) {
    icon = divIcon({
      html: `<span aria-hidden="true">${label}</span>`,
      className: 'map-cluster',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(key, icon);
  }
  return icon;
}

const priceIcons = new Map<string, DivIcon>();

const PIN_CLASSES = {
  listing: 'map-pin-listing',
  selected: 'map-pin-listing map-price-pin-current',
  redirected: 'map-pin-selected',
} as const;

/**
 * A listing as its short price ('25k', '4.5k/night', '12.5M', 'From 2k'); 'selected' is the
 * listing the map is about, 'redirected' the one a link pointed at (purple, as the spec's pin).
 * The label is made by formatPinPrice from numbers only, never from text people wrote.
 */
export function pricePin(label: string, variant: 'listing' | 'selected' | 'redirected' = 'listing'): DivIcon {
  const key = `${label}:${variant}`;
  let icon = priceIcons.get(key);
  if (!icon) {
    icon = divIcon({
      html: `<span aria-hidden="true">${label}</span>`,
      // map-pin-listing and map-pin-selected: the classes of the spec's blue and purple pins.
      className: `map-price-pin ${PIN_CLASSES[variant]}`,
      // Wide enough for 'From 120k' or '4.5k/night'; the tail's tip is on the place.
      iconSize: [92, 28],
      iconAnchor: [46, 34],
      popupAnchor: [0, -34],
    });
    priceIcons.set(key, icon);
  }
  return icon;
}
