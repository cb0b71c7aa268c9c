import { point, type LeafletEventHandlerFnMap, type Map as LeafletMap, type Marker, type PopupEvent } from 'leaflet';

/*
 * Markers for keyboard and screen reader users. Leaflet draws a marker as role=button
 * but leaves the rest out:
 * - its name: set as an attribute, so listing names (user text) never pass through HTML;
 * - a focused marker under the zoom buttons, the Filters button or the attribution is
 *   hidden: the map pans it clear of them (Leaflet's own pan clears only the map's edge);
 * - Enter opens the popup but leaves focus on the marker, with the popup after every
 *   other marker in the tab order: focus moves into it, to the link to the listing;
 * - Escape closes a popup only while the map itself has focus: it also works inside
 *   the popup, and focus goes back to the marker when the popup closes around it.
 */

/** Room for the zoom buttons and the Filters row above, the attribution below (px). */
const CONTROLS_TOP_LEFT = point(56, 72);
const CONTROLS_BOTTOM_RIGHT = point(8, 24);

const wired = new WeakSet<HTMLElement>();
const nudging = new WeakSet<LeafletMap>();

/**
 * Whether the map is moving only to bring a focused marker clear of the controls. Such a
 * move asks for no new pins (explore-map.tsx): new pins would regroup the bubbles and
 * reorder the markers a keyboard user is tabbing through, under their focus.
 */
export const isFocusNudge = (map: LeafletMap): boolean => nudging.has(map);

function keepClearOfControls(map: LeafletMap, marker: Marker): void {
  if (!map.hasLayer(marker)) return;
  const icon = marker.options.icon?.options;
  const size = point(icon?.iconSize ?? [0, 0]);
  const anchor = point(icon?.iconAnchor ?? [0, 0]);
  // Without animation: the marker must be in view the moment its focus ring is (and the
  // move ends within this call, so the nudge mark covers its moveend).
  nudging.add(map);
  try {
    map.panInside(marker.getLatLng(), {
      paddingTopLeft: CONTROLS_TOP_LEFT.add(anchor),
      paddingBottomRight: CONTROLS_BOTTOM_RIGHT.add(size.subtract(anchor)),
      animate: false,
    });
  } finally {
    nudging.delete(map);
  }
}

const pending = new WeakMap<HTMLElement, MutationObserver>();

/**
 * React renders the popup's content only after Leaflet says the popup opened, so the
 * button is waited for. Focus moves only if it is still on the marker by then.
 */
function focusWhenRendered(popup: HTMLElement, marker: HTMLElement): void {
  const focusButton = () => {
    const button = popup.querySelector<HTMLElement>('.leaflet-popup-content :is(a[href], button):not([tabindex="-1"])');
    if (!button) return false;
    // No scrolling: Leaflet positions the panes itself and a scrolled container breaks that.
    if (document.activeElement === marker) button.focus({ preventScroll: true });
    return true;
  };
  if (focusButton()) return;
  pending.get(popup)?.disconnect();
  const observer = new MutationObserver(() => {
    if (focusButton()) observer.disconnect();
  });
  pending.set(popup, observer);
  observer.observe(popup, { childList: true, subtree: true });
}

export function markerKeyboardHandlers(map: LeafletMap, label: string): LeafletEventHandlerFnMap {
  return {
    add(event) {
      const marker = event.target as Marker;
      const element = marker.getElement();
      if (!element) return;
      element.setAttribute('aria-label', label);
      if (wired.has(element)) return;
      wired.add(element);
      element.addEventListener('focus', () => keepClearOfControls(map, marker));
    },
    popupopen(event) {
      const { popup, target } = event as PopupEvent & { target: Marker };
      const element = popup.getElement();
      const markerElement = target.getElement();
      if (!element || !markerElement) return;
      if (!wired.has(element)) {
        wired.add(element);
        element.addEventListener('keydown', (keydown) => {
          if (keydown.key !== 'Escape') return;
          keydown.stopPropagation();
          target.closePopup();
        });
      }
      // Only from a focused marker: a popup opened by a link (selectedId) leaves focus alone.
      if (document.activeElement === markerElement) focusWhenRendered(element, markerElement);
    },
    popupclose(event) {
      const { popup, target } = event as PopupEvent & { target: Marker };
      pending.get(popup.getElement() as HTMLElement)?.disconnect();
      const active = document.activeElement;
      if (!active || active === document.body || popup.getElement()?.contains(active)) {
        target.getElement()?.focus({ preventScroll: true });
      }
    },
  };
}
