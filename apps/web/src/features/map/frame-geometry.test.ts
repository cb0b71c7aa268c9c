// The first frame must put tiles and pins exactly where Leaflet will: checked against
// Leaflet's own projection and tile addressing, not against numbers worked out here.
import { describe, expect, it } from 'vitest';
import { CRS, TileLayer, latLng, map as leafletMap, point } from 'leaflet';
import { frameTiles, offsetFrom, project, tileAddress, unproject, viewBounds } from './frame-geometry';

const places = [
  { lat: -1.2921, lng: 36.8219 },
  { lat: -4.2797, lng: 39.5947 },
  { lat: 4.6, lng: 34.1 },
  { lat: 0, lng: 0 },
];

/** A Leaflet map of a phone's frame on Nairobi at 12, as the explorer opens. */
function nairobiMap() {
  const element = document.createElement('div');
  document.body.append(element);
  // jsdom lays nothing out: the map is told its size.
  Object.defineProperty(element, 'clientWidth', { value: 412 });
  Object.defineProperty(element, 'clientHeight', { value: 760 });
  return { map: leafletMap(element).setView([-1.2921, 36.8219], 12), element };
}

describe('the first frame’s arithmetic', () => {
  it('projects a point where Leaflet does, at every zoom, and back', () => {
    for (const place of places)
      for (const zoom of [5, 12, 15, 19]) {
        const ours = project(place, zoom);
        const theirs = CRS.EPSG3857.latLngToPoint(latLng(place.lat, place.lng), zoom);
        expect(ours.x).toBeCloseTo(theirs.x, 6);
        expect(ours.y).toBeCloseTo(theirs.y, 6);
        const back = unproject(ours, zoom);
        expect(back.lat).toBeCloseTo(place.lat, 9);
        expect(back.lng).toBeCloseTo(place.lng, 9);
      }
  });

  it('gives the bounds Leaflet gives a map of that size, rounded outwards', () => {
    const { map, element } = nairobiMap();
    const bounds = map.getBounds();
    const [west, south, east, north] = viewBounds({ lat: -1.2921, lng: 36.8219 }, 12).split(',').map(Number);
    expect(west).toBeLessThanOrEqual(bounds.getWest());
    expect(west).toBeGreaterThan(bounds.getWest() - 0.001);
    expect(south).toBeLessThanOrEqual(bounds.getSouth());
    expect(east).toBeGreaterThanOrEqual(bounds.getEast());
    expect(east).toBeLessThan(bounds.getEast() + 0.001);
    expect(north).toBeGreaterThanOrEqual(bounds.getNorth());
    map.remove();
    element.remove();
  });

  it('covers the reach with whole tiles, each placed from the centre, named as Leaflet names them', () => {
    const centre = { lat: -1.2921, lng: 36.8219 };
    const tiles = frameTiles(centre, 12, { x: 300, y: 200 });
    const middle = project(centre, 12);
    for (const tile of tiles) {
      expect(tile.left).toBe(Math.round(tile.x * 256 - middle.x));
      expect(tile.top).toBe(Math.round(tile.y * 256 - middle.y));
    }
    // Every pixel within the reach is under a tile.
    for (const [x, y] of [
      [-300, -200],
      [300, 200],
      [0, 0],
      [-300, 200],
    ] as const)
      expect(tiles.some((tile) => x >= tile.left && x < tile.left + 256 && y >= tile.top && y < tile.top + 256)).toBe(
        true,
      );
    const { map, element } = nairobiMap();
    const layer = new TileLayer('https://{s}.tiles.example/{z}/{x}/{y}{r}.png').addTo(map);
    for (const tile of tiles) {
      const coords = Object.assign(point(tile.x, tile.y), { z: tile.z });
      // Leaflet's address for the tile, from the layer itself (as the live map asks for it).
      const theirs = (layer as unknown as { getTileUrl(c: typeof coords): string }).getTileUrl(coords);
      expect(tileAddress('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', tile)).toBe(theirs);
    }
    map.remove();
    element.remove();
  });

  it('places a point by its offset from the centre, east and south positive', () => {
    const centre = { lat: -1.2921, lng: 36.8219 };
    expect(offsetFrom(centre, 12, centre)).toEqual({ x: 0, y: 0 });
    const east = offsetFrom(centre, 12, { lat: -1.2921, lng: 36.9 });
    expect(east.x).toBeGreaterThan(0);
    expect(east.y).toBeCloseTo(0, 6);
    expect(offsetFrom(centre, 12, { lat: -1.4, lng: 36.8219 }).y).toBeGreaterThan(0);
  });
});
