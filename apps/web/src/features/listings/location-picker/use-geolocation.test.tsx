// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { GEOLOCATION_OPTIONS, useGeolocation } from './use-geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

let answers: ('ok' | 'fail')[];
const getCurrentPosition = vi.fn((success: Success, failure: () => void, _options?: PositionOptions) => {
  if (answers.shift() === 'fail') failure();
  else success({ coords: { latitude: -1.3, longitude: 36.8 } });
});

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGeolocation', () => {
  it('asks on mount with the spec options and again every 60 s, keeping the last position on failure', () => {
    answers = ['ok', 'fail'];
    const { result } = renderHook(() => useGeolocation());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
    expect(result.current.position).toEqual({ lat: -1.3, lng: 36.8 });

    act(() => vi.advanceTimersByTime(60_000));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBe('failed');
    expect(result.current.position).toEqual({ lat: -1.3, lng: 36.8 });
  });

  it('reports a browser without geolocation', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useGeolocation());
    expect(result.current.error).toBe('unsupported');
  });
});
