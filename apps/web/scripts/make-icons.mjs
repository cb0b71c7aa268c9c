// Draws the installable app's icons (apps/web/public/icons) from the house mark of
// favicon.svg: run `node apps/web/scripts/make-icons.mjs` after changing the mark.
// "any" icons have rounded corners like the favicon; the maskable one fills its square
// and keeps the house inside the middle 60 %, the circle every launcher's mask leaves.
import sharp from 'sharp';
import path from 'node:path';

const out = path.join(import.meta.dirname, '..', 'public', 'icons');
const BRAND = '#18573c';
const house = (scale) => {
  // The mark's house spans x 8–24, y 9–25 in a 32-unit square: centred at 16,17.
  const s = scale;
  return `<g transform="translate(${16 - 16 * s} ${17 - 17 * s}) scale(${s})"><path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></g>`;
};
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${house(1.05)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>${house(0.75)}</svg>`;
const touch = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>${house(0.9)}</svg>`;

const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));

await Promise.all([
  draw(any, 192, 'icon-192.png'),
  draw(any, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(touch, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to', out);
