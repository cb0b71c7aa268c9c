import { describe, expect, it } from 'vitest';
import { groupOverlapping, PIN_OVERLAP } from './pin-groups';

describe('pins that would overlap', () => {
  it('become one group; pins apart stay apart', () => {
    const points = { a: { x: 100, y: 100 }, b: { x: 150, y: 110 }, c: { x: 300, y: 100 }, d: { x: 100, y: 160 } };
    const groups = groupOverlapping(Object.keys(points) as (keyof typeof points)[], (key) => points[key]);
    expect(groups).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('never loses or repeats an item, and keeps their order', () => {
    const items = Array.from({ length: 150 }, (_, i) => ({ i, x: (i * 37) % 500, y: (i * 53) % 400 }));
    const groups = groupOverlapping(items, (item) => item);
    expect(
      groups
        .flat()
        .map((item) => item.i)
        .sort((a, b) => a - b),
    ).toEqual(items.map((item) => item.i));
    for (const group of groups) {
      for (const member of group) {
        expect(Math.abs(member.x - group[0]!.x)).toBeLessThan(PIN_OVERLAP.x);
        expect(Math.abs(member.y - group[0]!.y)).toBeLessThan(PIN_OVERLAP.y);
      }
    }
  });
});
