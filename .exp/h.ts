import sharp from 'sharp';
import { makeScenePhoto, makeDemoTexture, makeDemoPhoto } from '../apps/server/src/seed/demo-photos.ts';
import { seededRandom } from '../apps/server/src/seed/random.ts';
export const SIDE = 32, F = 8;
const COS = Array.from({ length: F }, (_, u) => Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))));
export function coeffs(p: Buffer | Float64Array): number[] {
  const c: number[] = [];
  for (let u = 0; u < F; u++) for (let v = 0; v < F; v++) { let s = 0; for (let y = 0; y < SIDE; y++) { const cy = COS[u]![y]!; for (let x = 0; x < SIDE; x++) s += p[y * SIDE + x]! * cy * COS[v]![x]!; } c.push(s); }
  return c;
}
export function bits(c: number[]): bigint { const rest = c.slice(1).sort((a, b) => a - b); const m = (rest[31]! + rest[32]!) / 2; let h = 0n; for (const x of c) h = (h << 1n) | (x > m ? 1n : 0n); return BigInt.asIntN(64, h); }
// dihedral transforms on coefficients: mirror x => c(u,v)*(-1)^v ; mirror y => (-1)^u ; transpose swaps
export function orient(c: number[], t: number): number[] { const o = new Array(64); for (let u = 0; u < F; u++) for (let v = 0; v < F; v++) { let uu = u, vv = v; let val = c[u * F + v]!; if (t & 1) val *= (v % 2 ? -1 : 1); if (t & 2) val *= (u % 2 ? -1 : 1); if (t & 4) { uu = v; vv = u; } o[uu * F + vv] = val; } return o; }
export function dist(a: bigint, b: bigint) { let x = BigInt.asUintN(64, a ^ b); let n = 0; while (x) { x &= x - 1n; n++; } return n; }
export async function grey(input: Buffer, trim = false, size = 320) {
  let img = sharp(input).rotate();
  if (trim) { const buf = await img.toBuffer(); try { img = sharp(await sharp(buf).trim({ threshold: 20 }).toBuffer()); } catch { img = sharp(buf); } }
  const { data } = await img.resize(size, size, { fit: 'fill' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data;
}
export async function windowHash(g: Buffer, w: [number, number, number, number], size = 320, blur = 1) {
  const [l, t, r, b] = w; const x = Math.round(size * l), y = Math.round(size * t);
  const px = await sharp(g, { raw: { width: size, height: size, channels: 1 } }).extract({ left: x, top: y, width: size - x - Math.round(size * r), height: size - y - Math.round(size * b) }).resize(SIDE, SIDE, { fit: 'fill' }).blur(blur).extractChannel(0).raw().toBuffer();
  return coeffs(px);
}
export async function photos(n: number, seed = 7, demo = false) { const r = seededRandom(seed); const tex = await makeDemoTexture(r, 1200, 900); const out: Buffer[] = []; for (let i = 0; i < n; i++) out.push(demo ? await makeDemoPhoto(r, tex) : await makeScenePhoto(r, tex)); return out; }
export async function crop(p: Buffer, l: number, t: number, r: number, b: number) { const { width = 0, height = 0 } = await sharp(p).metadata(); const L = Math.round(width * l), T = Math.round(height * t); return sharp(p).extract({ left: L, top: T, width: width - L - Math.round(width * r), height: height - T - Math.round(height * b) }).jpeg({ quality: 80 }).toBuffer(); }
