import { divIcon, type DivIcon } from 'leaflet';
import { clusterLook } from './cluster-look';

// Pins are shared by every map (components/map/map-pins.ts, price pins too); clusters are the explore map's own.

const clusterIcons = new Map<string, DivIcon>();

/** A numbered bubble, larger as it holds more listings; icons are shared per label. */
export function clusterIcon(count: number): DivIcon {
  const { label, size } = clusterLook(count);
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
