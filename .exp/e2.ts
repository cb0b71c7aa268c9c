import sharp from 'sharp';
import { photos, grey, bits, dist, crop, coeffs, SIDE } from './h.ts';
async function wh(g: Buffer, l: number, blur: number) { const x = Math.round(320 * l); const px = await sharp(g, { raw: { width: 320, height: 320, channels: 1 } }).extract({ left: x, top: 0, width: 320 - x, height: 320 }).resize(SIDE, SIDE, { fit: 'fill' }).blur(blur).extractChannel(0).raw().toBuffer(); return bits(coeffs(px)); }
const ps = await photos(40, 11);
const gs = await Promise.all(ps.map((p) => grey(p)));
for (const blur of [1, 2, 3, 4]) {
  const line: string[] = [];
  for (const a of [0.02, 0.04, 0.06]) {
    const ds: number[] = [];
    for (let i = 0; i < 40; i++) { const c = await grey(await crop(ps[i]!, a, 0, 0, 0)); ds.push(dist(await wh(c, 0, blur), await wh(gs[i]!, 0, blur))); }
    ds.sort((x, y) => x - y); line.push(`mis ${a}: med ${ds[20]} p90 ${ds[36]} max ${ds[39]}`);
  }
  const hs = await Promise.all(gs.map((g) => wh(g, 0, blur)));
  const diff: number[] = []; for (let i = 0; i < 40; i++) for (let j = i + 1; j < 40; j++) diff.push(dist(hs[i]!, hs[j]!));
  diff.sort((x, y) => x - y);
  console.log('blur', blur, line.join(' | '), '| diff min', diff[0], 'p1', diff[Math.floor(diff.length * 0.01)], 'p5', diff[Math.floor(diff.length * 0.05)]);
}
