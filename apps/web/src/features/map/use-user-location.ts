import { useEffect, useState } from 'react';
import type { LatLng } from '@nyumba/domain';

/** 10 s time-out on the explore map, high accuracy, no cached position (docs/product.md, Map explorer). */
const EXPLORE_GEOLOCATION: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

const supported = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && Boolean(navigator.geolocation);

/**
 * The visitor's position, asked once when the map opens. A refusal or a
 * time-out is only logged (docs/product.md, Map explorer); `unsupported` is for browsers
 * without geolocation, which the map says in words.
 */
export function useUserLocation() {
  const [position, setPosition] = useState<LatLng | null>(null);
  // Known only in the browser: the page the server drew says nothing about it.
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    if (!supported()) {
      setUnsupported(true);
      return;
    }
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live) setPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => console.warn('Could not get your location:', error.message),
      EXPLORE_GEOLOCATION,
    );
    return () => {
      live = false;
    };
  }, []);

  return { position, unsupported };
}
