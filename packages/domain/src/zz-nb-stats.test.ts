import { it } from 'vitest';
import { NEIGHBOURHOODS, suggestNeighbourhoods, nearestNeighbourhood } from '/work/main/packages/domain/src/neighbourhoods.ts';
it('stats', () => {
  const c: Record<string, number> = {};
  for (const n of NEIGHBOURHOODS) c[n.county] = (c[n.county] ?? 0) + 1;
  console.log(NEIGHBOURHOODS.length, NEIGHBOURHOODS.filter(n => n.lat !== undefined).length, Object.keys(c).length, JSON.stringify(c));
  console.log(suggestNeighbourhoods('kil', 20).map(n => n.name).join(', '));
  console.log(suggestNeighbourhoods('mbo', 20).map(n => n.name).join(', '));
  console.log(suggestNeighbourhoods('thika', 20).map(n => n.name).join(', '));
  console.log(nearestNeighbourhood(-1.2921, 36.7866)?.name);
  const t = performance.now(); for (let i = 0; i < 100000; i++) nearestNeighbourhood(-1.2921 + (i % 100) * 0.001, 36.7866); console.log('100k nearest ms', performance.now() - t);
});
