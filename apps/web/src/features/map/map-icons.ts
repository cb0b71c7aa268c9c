import { divIcon, type DivIcon } from 'leaflet';

// Pins are shared by every map (components/map/map-pins.ts, price pins too); clusters are the explore map's own.

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
