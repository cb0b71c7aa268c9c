// A saved alert means the search it was saved from: every filter survives being stored.
import { describe, expect, it } from 'vitest';
import { alertFiltersSchema, alertQuery } from './alerts.ts';

describe('an alert’s stored filters', () => {
  it('keep every filter an alert takes, and read back to the same filters', () => {
    const input = {
      searchTerm: 'borehole',
      type: 'technicians',
      trade: 'plumber',
      bedrooms: '2',
      minPrice: '1000',
      maxPrice: '5000',
      bathrooms: '2',
      amenities: 'wifi,cctv',
      area: 'Kilimani',
      emergency: 'true',
      bbox: '36.7,-1.4,36.9,-1.2',
    };
    const parsed = alertFiltersSchema.parse(input);
    const stored = alertQuery(parsed);
    // Every filter the schema takes is stored (the trade was once dropped).
    expect(Object.keys(stored).sort()).toEqual(Object.keys(alertFiltersSchema.shape).sort());
    expect(alertFiltersSchema.parse(stored)).toEqual(parsed);
    expect(stored.trade).toBe('plumber');
  });
});
