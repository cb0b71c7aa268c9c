/** A count as a bubble says it: 999, 1.2k, 12k. */
function shortCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}

/**
 * A numbered bubble, larger as it holds more listings: its label and its size in pixels,
 * for the live map's icon (map-icons.ts) and the first frame's (map-frame.tsx) alike.
 */
export function clusterLook(count: number): { label: string; size: number } {
  return { label: shortCount(count), size: count < 10 ? 36 : count < 100 ? 44 : 52 };
}
