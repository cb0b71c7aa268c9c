import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { decodeCursor, encodeCursor, type CursorOrder } from './cursor.ts';

const ORDERS: CursorOrder[] = ['newest', 'price_asc', 'price_desc'];
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const date = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

function refused(raw: string, order: CursorOrder): boolean {
  try {
    decodeCursor(raw, order);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, errors: { cursor: expect.any(String) } });
    return true;
  }
}

describe('the cursor codec', () => {
  it('gives back the date or price and id it was made from', () => {
    fc.assert(
      fc.property(date, fc.uuid(), (value, id) => {
        expect(decodeCursor(encodeCursor('newest', value, id), 'newest')).toEqual({ value, id });
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('price_asc', 'price_desc' as const), fc.integer(), fc.uuid(), (order, value, id) => {
        expect(decodeCursor(encodeCursor(order, value, id), order)).toEqual({ value, id });
      }),
    );
  });

  it('refuses a cursor made for another order', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const byDate = encodeCursor('newest', new Date('2025-06-03T09:00:00.000Z'), id);
    const byPrice = encodeCursor('price_asc', 25_000, id);
    expect(refused(byDate, 'price_asc')).toBe(true);
    expect(refused(byPrice, 'newest')).toBe(true);
    expect(refused(byPrice, 'price_desc')).toBe(true);
  });

  it('still reads the `iso|id` cursors that lists by date gave out before, for dates only', () => {
    fc.assert(
      fc.property(date, fc.uuid(), (value, id) => {
        const old = b64(`${value.toISOString()}|${id}`);
        expect(decodeCursor(old, 'newest')).toEqual({ value, id });
        expect(refused(old, 'price_asc')).toBe(true);
      }),
    );
  });

  it('answers anything else with a 400 naming the cursor, never another error', () => {
    const almost = [
      'garbage',
      'x'.repeat(300),
      b64('[]'),
      b64('null'),
      b64('["newest","not a date","11111111-1111-4111-8111-111111111111"]'),
      b64('["newest","2025-06-03T09:00:00.000Z","not-a-uuid"]'),
      b64('["price_asc","25000","11111111-1111-4111-8111-111111111111"]'),
      b64('["price_asc",1e999,"11111111-1111-4111-8111-111111111111"]'),
      b64('["__proto__",1,"11111111-1111-4111-8111-111111111111"]'),
      b64('2025-06-03T09:00:00.000Z|11111111-1111-4111-8111-111111111111|x'),
      b64('|11111111-1111-4111-8111-111111111111'),
    ];
    for (const raw of almost) for (const order of ORDERS) expect(refused(raw, order), `${raw} ${order}`).toBe(true);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string().map(b64), fc.json().map(b64)),
        fc.constantFrom(...ORDERS),
        (raw, order) => {
          try {
            decodeCursor(raw, order);
          } catch (error) {
            expect(error).toMatchObject({ statusCode: 400 });
          }
        },
      ),
    );
  });
});
