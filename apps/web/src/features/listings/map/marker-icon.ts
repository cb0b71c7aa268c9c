import { divIcon } from 'leaflet';

// Leaflet's default marker images break under Vite (their path is computed at
// run time), so the pin is an inline SVG: no extra request either.
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
<path d="M12 1.5c-4.4 0-8 3.4-8 7.7 0 5.6 7.1 12.6 7.4 12.9a.9.9 0 0 0 1.2 0c.3-.3 7.4-7.3 7.4-12.9 0-4.3-3.6-7.7-8-7.7Z" fill="#2563eb" stroke="#ffffff" stroke-width="1.5"/>
<circle cx="12" cy="9.2" r="3" fill="#ffffff"/></svg>`;

/** The spec's blue 32×32 marker, its tip on the point. */
export const blueMarkerIcon = divIcon({
  html: PIN_SVG,
  className: 'nyumba-marker',
  iconSize: [32, 32],
  iconAnchor: [16, 31],
});

/** Zoom of the location picker and the listing page map (docs/product.md, Listing form). */
export const PICKER_ZOOM = 16;
