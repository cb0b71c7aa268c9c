import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { bedsAndType } from './map-format';

const line = (
  type: Parameters<typeof bedsAndType>[0]['type'],
  bedrooms: Parameters<typeof bedsAndType>[0]['bedrooms'],
) => bedsAndType({ type, bedrooms }, i18n.t);

describe("the popup's '{bedrooms} Bed • {type}' line", () => {
  it('counts bedrooms for homes', () => {
    expect(line('rentals', '2-bedroom')).toBe('2 Bed • Rentals');
    expect(line('for-sale', 'more-than-3-bedrooms')).toBe('3+ Bed • For sale');
  });

  it('names rooms that are not counted in bedrooms', () => {
    expect(line('bnbs', 'bedsitter')).toBe('Bedsitter • BnBs');
    expect(line('rentals', 'single-room')).toBe('Single room • Rentals');
  });

  it('shows just the type for service providers', () => {
    expect(line('movers', null)).toBe('Movers');
    expect(line('interior-designer', null)).toBe('Interior designer');
  });
});
