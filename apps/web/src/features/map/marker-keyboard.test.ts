// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { divIcon, map as leafletMap, marker as leafletMarker, type Map as LeafletMap } from 'leaflet';
import { isFocusNudge, markerKeyboardHandlers } from './marker-keyboard';

let map: LeafletMap | undefined;
afterEach(() => {
  map?.remove();
  document.body.replaceChildren();
});

/** A real Leaflet map in jsdom with one marker wired as the explorer wires its markers. */
function setup(popupHtml: string) {
  const host = document.createElement('div');
  document.body.append(host);
  map = leafletMap(host, { center: [-1.29, 36.82], zoom: 13, fadeAnimation: false, zoomAnimation: false });
  const icon = divIcon({ iconSize: [32, 32], iconAnchor: [16, 31] });
  const marker = leafletMarker([-1.29, 36.82], { icon, keyboard: true, autoPanOnFocus: false });
  marker.on(markerKeyboardHandlers(map, 'Bright bedsitter, KSH 12,000/month'));
  marker.bindPopup(popupHtml, { autoPan: false });
  marker.addTo(map);
  return { marker, element: marker.getElement()! };
}

describe('markerKeyboardHandlers', () => {
  it('names the marker', () => {
    const { element } = setup('<button>View Details</button>');
    expect(element.getAttribute('aria-label')).toBe('Bright bedsitter, KSH 12,000/month');
  });

  it('moves focus from the marker into the popup it opens, and back when Escape closes it', () => {
    const { marker, element } = setup('<button>View Details</button>');
    element.focus();
    marker.openPopup();
    const button = document.querySelector<HTMLElement>('.leaflet-popup-content button')!;
    expect(document.activeElement).toBe(button);

    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(marker.isPopupOpen()).toBe(false);
    expect(document.activeElement).toBe(element);
  });

  it('waits for content rendered after the popup opened (React renders it later)', async () => {
    const { marker, element } = setup('<div class="later"></div>');
    element.focus();
    marker.openPopup();
    const button = document.createElement('button');
    document.querySelector('.leaflet-popup-content .later')!.append(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus alone when the popup opens without the marker having it (a link chose the listing)', () => {
    const { marker } = setup('<button>View Details</button>');
    marker.openPopup();
    expect(document.activeElement).toBe(document.body);
  });

  it('brings a focused marker clear of the controls in a move marked as a nudge; other moves are not', () => {
    // A phone's map: jsdom lays nothing out, so the size Leaflet reads is given.
    const host = document.createElement('div');
    Object.defineProperties(host, { clientWidth: { value: 360 }, clientHeight: { value: 640 } });
    document.body.append(host);
    map = leafletMap(host, { center: [-1.29, 36.82], zoom: 13, fadeAnimation: false, zoomAnimation: false });
    const icon = divIcon({ iconSize: [32, 32], iconAnchor: [16, 31] });
    const place = (x: number, y: number) => {
      const marker = leafletMarker(map!.containerPointToLatLng([x, y]), {
        icon,
        keyboard: true,
        autoPanOnFocus: false,
      });
      marker.on(markerKeyboardHandlers(map!, 'Bright bedsitter, KSH 12,000/month'));
      return marker.addTo(map!).getElement()!;
    };
    const clear = place(180, 320);
    const underZoomButtons = place(20, 30);
    const moves: { nudge: boolean; centre: string }[] = [];
    map.on('moveend', () => moves.push({ nudge: isFocusNudge(map!), centre: map!.getCenter().toString() }));
    const before = map.getCenter().toString();
    clear.focus();
    expect(moves).toEqual([]);
    underZoomButtons.focus();
    expect(moves).toHaveLength(1);
    expect(moves[0]!.nudge).toBe(true);
    expect(moves[0]!.centre).not.toBe(before);
    map.setView([-1.3, 36.8], 13, { animate: false });
    expect(moves.map((move) => move.nudge)).toEqual([true, false]);
  });
});
