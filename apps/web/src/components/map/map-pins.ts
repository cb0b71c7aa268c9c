import { divIcon, type DivIcon } from 'leaflet';
import { PRICE_PIN, pricePinClass, type PricePinVariant } from './pin-look';

/*
 * The pins of every map. Leaflet's default marker images break under Vite (their path is
 * computed at run time), so pins are inline SVG: no extra request either. Styled by
 * `.map-pin` in leaflet-overrides.css, which every map loads.
 */
function pinSvg(fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
<path d="M12 1.5c-4.4 0-8 3.4-8 7.7 0 5.6 7.1 12.6 7.4 12.9a.9.9 0 0 0 1.2 0c.3-.3 7.4-7.3 7.4-12.9 0-4.3-3.6-7.7-8-7.7Z" fill="${fill}" stroke="#ffffff" stroke-width="1.5"/>
<circle cx="12" cy="9.2" r="3" fill="#ffffff"/></svg>`;
}

/** A 32×32 pin with its tip on the point and popups opening above it. */
function pin(fill: string, variant: string): DivIcon {
  return divIcon({
    html: pinSvg(fill),
    className: `map-pin map-pin-${variant}`,
    iconSize: [32, 32],
    iconAnchor: [16, 31],
    popupAnchor: [0, -28],
  });
}

/** A listing on the explore map; also the one a lister places, and a listing page's point. */
export const listingPin = pin('#2563eb', 'listing');
export const userPin = pin('#dc2626', 'user');

const priceIcons = new Map<string, DivIcon>();

/**
 * A listing as its short price ('25k', '4.5k/night', '12.5M', 'From 2k'); 'selected' is the
 * listing the map is about, 'redirected' the one a link pointed at (purple, as the spec's pin).
 * The label is made by formatPinPrice from numbers only, never from text people wrote.
 */
export function pricePin(label: string, variant: PricePinVariant = 'listing'): DivIcon {
  const key = `${label}:${variant}`;
  let icon = priceIcons.get(key);
  if (!icon) {
    icon = divIcon({
      html: `<span aria-hidden="true">${label}</span>`,
      className: pricePinClass(variant),
      iconSize: [PRICE_PIN.width, PRICE_PIN.height],
      iconAnchor: [PRICE_PIN.anchorX, PRICE_PIN.anchorY],
      popupAnchor: [0, -PRICE_PIN.anchorY],
    });
    priceIcons.set(key, icon);
  }
  return icon;
}
