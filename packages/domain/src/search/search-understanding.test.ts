import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { understandSearch, type UnderstoodSearch } from './search-understanding.ts';

// What people type, and the filters it must (and must not) become.
const TABLE: readonly [string, UnderstoodSearch][] = [
  ['kilimani 2 bedroom', { area: 'Kilimani', bedrooms: '2-bedroom', rest: '' }],
  ['bedsitter ruaka', { area: 'Ruaka', bedrooms: 'bedsitter', rest: '' }],
  ['plumber westlands', { type: 'technicians', trade: 'plumber', area: 'Westlands', rest: '' }],
  ['2br kileleshwa under 40k', { bedrooms: '2-bedroom', area: 'Kileleshwa', maxPrice: 40000, rest: '' }],
  ['3 bedroom house for sale karen', { type: 'for-sale', bedrooms: '3-bedroom', area: 'Karen', rest: '' }],
  ['bnb diani', { type: 'bnbs', area: 'Diani', rest: '' }],
  ['Airbnb in Nyali', { type: 'bnbs', area: 'Nyali', rest: '' }],
  ['KILIMANI 2BR', { area: 'Kilimani', bedrooms: '2-bedroom', rest: '' }],
  ['1 bedroom in south b', { bedrooms: '1-bedroom', area: 'South B', rest: '' }],
  ['two bedroom apartment lavington', { bedrooms: '2-bedroom', area: 'Lavington', rest: '' }],
  ['4 bedroom townhouse', { bedrooms: 'more-than-3-bedrooms', rest: 'townhouse' }],
  ['5 bedrooms runda', { bedrooms: 'more-than-3-bedrooms', area: 'Runda', rest: '' }],
  ['single room kasarani', { bedrooms: 'single-room', area: 'Kasarani', rest: '' }],
  [
    'double room ongata rongai below 8,000',
    { bedrooms: 'double-room', area: 'Ongata Rongai', maxPrice: 8000, rest: '' },
  ],
  ['studio westlands', { bedrooms: 'bedsitter', area: 'Westlands', rest: '' }],
  ['house to let syokimau', { type: 'rentals', area: 'Syokimau', rest: '' }],
  ['rentals between 20k and 30k', { type: 'rentals', minPrice: 20000, maxPrice: 30000, rest: '' }],
  ['kileleshwa 30k-50k', { area: 'Kileleshwa', minPrice: 30000, maxPrice: 50000, rest: '' }],
  ['plot for sale kitengela under 2m', { type: 'for-sale', area: 'Kitengela', maxPrice: 2_000_000, rest: 'plot' }],
  ['house for sale above 10 million', { type: 'for-sale', minPrice: 10_000_000, rest: '' }],
  ['for sale under 12.5m', { type: 'for-sale', maxPrice: 12_500_000, rest: '' }],
  ['2 bedroom under ksh 25,000', { bedrooms: '2-bedroom', maxPrice: 25000, rest: '' }],
  ['3br 2 bath kilimani', { bedrooms: '3-bedroom', bathrooms: 2, area: 'Kilimani', rest: '' }],
  ['electrician kasarani', { type: 'technicians', trade: 'electrician', area: 'Kasarani', rest: '' }],
  // A trade in either language is the trade filter (issue 32), with its type.
  ['painters in kilimani', { type: 'technicians', trade: 'painter', area: 'Kilimani', rest: '' }],
  ['quantity surveyor', { type: 'architects', trade: 'quantity-surveyor', rest: '' }],
  ['office movers', { type: 'movers', trade: 'office-moving', rest: '' }],
  ['movers nairobi', { type: 'movers', rest: 'nairobi' }],
  ['moving company mombasa', { type: 'movers', rest: 'mombasa' }],
  ['architect', { type: 'architects', rest: '' }],
  ['interior designer westlands', { type: 'interior-designer', area: 'Westlands', rest: '' }],
  ['carpenter ruiru', { type: 'furniture', area: 'Ruiru', rest: '' }],
  ['fundi kilimani', { type: 'technicians', area: 'Kilimani', rest: '' }],
  ['bedsitter chini ya 10k', { bedrooms: 'bedsitter', maxPrice: 10000, rest: '' }],
  ['bnb with pool diani', { type: 'bnbs', area: 'Diani', rest: 'pool' }],
  ['2 bedroom kilimani under 60k', { bedrooms: '2-bedroom', area: 'Kilimani', maxPrice: 60000, rest: '' }],
  // Swahili, as people type it.
  ['vyumba 2 kilimani', { bedrooms: '2-bedroom', area: 'Kilimani', rest: '' }],
  ['nyumba ya vyumba viwili kilimani', { bedrooms: '2-bedroom', area: 'Kilimani', rest: '' }],
  ['vyumba vitatu karen', { bedrooms: '3-bedroom', area: 'Karen', rest: '' }],
  ['3 vyumba ruaka chini ya 40k', { bedrooms: '3-bedroom', area: 'Ruaka', maxPrice: 40000, rest: '' }],
  ['chumba kimoja kasarani', { bedrooms: 'single-room', area: 'Kasarani', rest: '' }],
  ['fundi wa mabomba westlands', { type: 'technicians', trade: 'plumber', area: 'Westlands', rest: '' }],
  ['fundi wa stima kasarani', { type: 'technicians', trade: 'electrician', area: 'Kasarani', rest: '' }],
  ['fundi wa rangi', { type: 'technicians', trade: 'painter', rest: '' }],
  ['mtunza bustani karen', { type: 'technicians', trade: 'gardener', area: 'Karen', rest: '' }],
  ['nyumba ya kupangisha', { type: 'rentals', rest: '' }],
  ['nyumba ya kupangisha kilimani hadi 50k', { type: 'rentals', area: 'Kilimani', maxPrice: 50000, rest: '' }],
  ['nyumba inauzwa karen', { type: 'for-sale', area: 'Karen', rest: '' }],
  ['wahamishaji nairobi', { type: 'movers', rest: 'nairobi' }],
  ['seremala ruiru', { type: 'furniture', area: 'Ruiru', rest: '' }],
  ['nyumba', { rest: 'nyumba' }],
  // Not filters: the words stay text.
  ['house', { rest: 'house' }],
  ['apartment with balcony', { rest: 'apartment with balcony' }],
  ['24 hour security', { rest: '24 hour security' }],
  ['3 sisters furniture', { type: 'furniture', rest: '3 sisters' }],
  ['solar water heater', { rest: 'solar water heater' }],
  ['under construction', { rest: 'under construction' }],
  ['2-3 weeks', { rest: '2-3 weeks' }],
  ['garden view', { rest: 'garden view' }],
  ['b', { rest: 'b' }],
  ['modern kitchen', { rest: 'modern kitchen' }],
  ['room 5', { rest: 'room 5' }],
  ['salesman', { rest: 'salesman' }],
  ['', { rest: '' }],
];

describe('understandSearch', () => {
  it.each(TABLE)('reads %j', (input, expected) => {
    expect(understandSearch(input)).toEqual(expected);
  });

  it('never throws, never invents a bad value, and keeps within 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const result = understandSearch(input);
        expect(result.rest.length).toBeLessThanOrEqual(100);
        for (const price of [result.minPrice, result.maxPrice]) {
          if (price !== undefined) expect(Number.isSafeInteger(price) && price >= 0).toBe(true);
        }
        if (result.minPrice !== undefined && result.maxPrice !== undefined)
          expect(result.minPrice).toBeLessThanOrEqual(result.maxPrice);
      }),
    );
  });
});
