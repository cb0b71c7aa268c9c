import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@nyumba/domain';

/** 5 s time-out, high accuracy, no cached position, refreshed every 60 s (docs/product.md, Listing form). */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };
const GEOLOCATION_REFRESH_MS = 60_000;

export type GeolocationError = 'unsupported' | 'failed';

/**
 * The device's position, asked on mount and every minute. A failed attempt
 * keeps the last known position (docs/product.md, Listing form), so a lister walking out of
 * GPS range still has one.
 */
export function useGeolocation() {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [error, setError] = useState<GeolocationError | null>(null);
  const mounted = useRef(true);

  const request = useCallback(
    () =>
      new Promise<LatLng | null>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setError('unsupported');
          resolve(null);
          return;
        }
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            const next = { lat: coords.latitude, lng: coords.longitude };
            if (mounted.current) {
              setPosition(next);
              setError(null);
            }
            resolve(next);
          },
          () => {
            if (mounted.current) setError('failed');
            resolve(null);
          },
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    void request();
    const timer = setInterval(() => void request(), GEOLOCATION_REFRESH_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [request]);

  return { position, error, request };
}
