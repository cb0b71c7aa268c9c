import { describe, expect, it } from 'vitest';
import { NAIROBI_CENTRE } from '@nyumba/domain';
import {
  AREA_ZOOM,
  EXPLORE_ZOOM,
  REDIRECT_ZOOM,
  formatView,
  initialView,
  offerSearchArea,
  parseMapTarget,
} from './map-target';

const parse = (query: string) => parseMapTarget(new URLSearchParams(query));

describe('map target', () => {
  it('opens where the address says the map was left, before any link or area', () => {
    const target = parse(
      `at=${formatView({ lat: -4.04351234, lng: 39.71809876 }, 14.4)}&lat=-1.28&lng=36.78&redirected=true`,
    );
    expect(target.view).toEqual({ centre: { lat: -4.04351, lng: 39.7181 }, zoom: 14 });
    expect(initialView(target, 'Kilimani')).toEqual(target.view);
    for (const at of ['1,2', '0x1,2,3', '-91,36,12', '-1,36,25', '-1,36,1e1', 'a,b,c'])
      expect(parse(`at=${at}`).view).toBeNull();
  });

  it('opens on Nairobi at zoom 12 without a link', () => {
    expect(parse('')).toEqual({ selectedId: null, centre: null, view: null });
    expect(initialView(parse(''))).toEqual({ centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM });
    expect(EXPLORE_ZOOM).toBe(12);
  });

  it('recentres at zoom 15 on redirected=true with lat and lng', () => {
    const target = parse('lat=-1.2833&lng=36.7833&selectedId=abc&redirected=true');
    expect(target).toEqual({ selectedId: 'abc', centre: { lat: -1.2833, lng: 36.7833 }, view: null });
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
    expect(parse('selectedId=abc')).toEqual({ selectedId: 'abc', centre: null, view: null });
  });

  it("opens on an area filter's neighbourhood, unless a link gives a point", () => {
    expect(initialView(parse(''), 'Kilimani')).toEqual({ centre: { lat: -1.2896, lng: 36.7856 }, zoom: AREA_ZOOM });
    expect(initialView(parse(''), 'kilimani')).toEqual({ centre: { lat: -1.2896, lng: 36.7856 }, zoom: AREA_ZOOM });
    expect(initialView(parse('lat=-4.05&lng=39.66&redirected=true'), 'Kilimani').centre).toEqual({
      lat: -4.05,
      lng: 39.66,
    });
    // A place the list knows without a centre, and a name it does not know.
    expect(initialView(parse(''), 'Greenspan')).toEqual({ centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM });
    expect(initialView(parse(''), 'Atlantis')).toEqual({ centre: NAIROBI_CENTRE, zoom: EXPLORE_ZOOM });
  });

  it("offers 'Search this area' only once the map has left the area filter's neighbourhood", () => {
    const aroundKilimani = '36.77,-1.30,36.80,-1.28';
    const mombasa = '39.60,-4.10,39.70,-4.00';
    expect(offerSearchArea('Kilimani', aroundKilimani, 12)).toBe(false);
    expect(offerSearchArea('Kilimani', aroundKilimani, 0)).toBe(false);
    expect(offerSearchArea('Kilimani', mombasa, 0)).toBe(true);
    expect(offerSearchArea('Kilimani', mombasa, 3)).toBe(true);
    // Just past each edge of the view.
    for (const bbox of [
      '36.79,-1.30,36.80,-1.28',
      '36.77,-1.30,36.78,-1.28',
      '36.77,-1.28,36.80,-1.27',
      '36.77,-1.31,36.80,-1.295',
    ])
      expect(offerSearchArea('Kilimani', bbox, 5)).toBe(true);
    // No area filter, or no view yet: nothing to offer.
    expect(offerSearchArea(null, mombasa, 0)).toBe(false);
    expect(offerSearchArea('Kilimani', null, 0)).toBe(false);
    // Without a known centre, only when nothing in view matches.
    expect(offerSearchArea('Greenspan', mombasa, 4)).toBe(false);
    expect(offerSearchArea('Greenspan', mombasa, 0)).toBe(true);
    expect(offerSearchArea('Greenspan', mombasa, null)).toBe(false);
  });
});
