import { divIcon, type DivIcon } from 'leaflet';

/*
 * Leaflet's default marker images break under Vite, so pins are inline SVG
 * (no extra request either). These are built here rather than taken from the
 * listings feature: exporting its Leaflet helpers through its index would make
 * every screen that shows a listing card download Leaflet.
 */
function pinSvg(fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
<path d="M12 1.5c-4.4 0-8 3.4-8 7.7 0 5.6 7.1 12.6 7.4 12.9a.9.9 0 0 0 1.2 0c.3-.3 7.4-7.3 7.4-12.9 0-4.3-3.6-7.7-8-7.7Z" fill="${fill}" stroke="#ffffff" stroke-width="1.5"/>
<circle cx="12" cy="9.2" r="3" fill="#ffffff"/></svg>`;
}

/** A 32×32 pin (docs/product.md, Map explorer) with its tip on the point and popups opening above it. */
function pin(fill: string, variant: string): DivIcon {
  return divIcon({
    html: pinSvg(fill),
    className: `map-pin map-pin-${variant}`,
    iconSize: [32, 32],
    iconAnchor: [16, 31],
    popupAnchor: [0, -28],
  });
}

export const listingPin = pin('#2563eb', 'listing');
/** The listing a link pointed at (redirected=true). */
export const selectedPin = pin('#7c3aed', 'selected');
export const userPin = pin('#dc2626', 'user');

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
