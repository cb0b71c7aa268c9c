import { describe, expect, it } from 'vitest';
import { NAIROBI_CENTRE } from '@nyumba/domain';
import { EXPLORE_ZOOM, REDIRECT_ZOOM, initialView, parseMapTarget } from './map-target';

const parse = (query: string) => parseMapTarget(new URLSearchParams(query));

describe('map target', () => {
  it('opens on Nairobi at zoom 12 without a link', () => {
    expect(parse('')).toEqual({ selectedId: null, centre: null });
    expect(initialView(parse(''))).toEqual({ centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM });
    expect(EXPLORE_ZOOM).toBe(12);
  });

  it('recentres at zoom 15 on redirected=true with lat and lng', () => {
    const target = parse('lat=-1.2833&lng=36.7833&selectedId=abc&redirected=true');
    expect(target).toEqual({ selectedId: 'abc', centre: { lat: -1.2833, lng: 36.7833 } });
    expect(initialView(target)).toEqual({ centre: { lat: -1.2833, lng: 36.7833 }, zoom: REDIRECT_ZOOM });
    expect(REDIRECT_ZOOM).toBe(15);
  });

  it('only recentres for the literal true and for real coordinates', () => {
    expect(parse('lat=-1.28&lng=36.78&redirected=1').centre).toBeNull();
    expect(parse('lat=-1.28&lng=36.78').centre).toBeNull();
    expect(parse('lat=abc&lng=36.78&redirected=true').centre).toBeNull();
    expect(parse('lat=-91&lng=36.78&redirected=true').centre).toBeNull();
    expect(parse('lng=36.78&redirected=true').centre).toBeNull();
  });

  it('opens the popup of selectedId even without a redirect', () => {
    expect(parse('selectedId=abc')).toEqual({ selectedId: 'abc', centre: null });
  });
});
