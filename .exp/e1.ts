import { photos, grey, windowHash, bits, dist, crop } from './h.ts';
const ps = await photos(30);
const levels = [0, 0.02, 0.04, 0.06, 0.08, 0.1];
for (const a of levels) {
  const ds: number[] = [];
  for (const p of ps) { const g = await grey(p); const h0 = bits(await windowHash(g, [a, 0, 0, 0])); const c = await crop(p, a === 0 ? 0 : 0, 0, 0, 0); const gc = await grey(c); const hc = bits(await windowHash(gc, [0, 0, 0, 0])); 
    // copy cropped at a, stored at 0 -> misalignment a
    const c2 = await crop(p, a, 0, 0, 0); const h2 = bits(await windowHash(await grey(c2), [0,0,0,0])); const hs = bits(await windowHash(g, [0,0,0,0])); ds.push(dist(h2, hs)); }
  ds.sort((x, y) => x - y); console.log('misalign', a, 'median', ds[15], 'p90', ds[27], 'max', ds[29]);
}
