import type { Stats } from '@nyumba/domain';

// Charts drawn on the server: an <img> shows them with no script at all, on any phone. Views
// and enquiries by day, each line on its own scale's share of the height, labelled in words
// (a screen reader reads the <title> and <desc>).

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 40, right: 12, top: 28, bottom: 28 };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function line(values: number[], max: number): string {
  const inner = { w: WIDTH - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const step = values.length > 1 ? inner.w / (values.length - 1) : 0;
  return values
    .map((value, i) => {
      const x = PAD.left + i * step;
      const y = PAD.top + inner.h - (max > 0 ? (value / max) * inner.h : 0);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function drawChart(stats: Stats, title: string): string {
  const views = stats.series.map((day) => day.views);
  const enquiries = stats.series.map((day) => day.enquiries);
  const max = Math.max(1, ...views, ...enquiries);
  const desc = `${stats.totals.views} views and ${stats.totals.enquiries} enquiries from ${stats.from} to ${stats.to}`;
  const bottom = HEIGHT - PAD.bottom;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" font-family="sans-serif" font-size="12">
<title>${escape(title)}</title>
<desc>${escape(desc)}</desc>
<rect width="100%" height="100%" fill="#fff"/>
<line x1="${PAD.left}" y1="${bottom}" x2="${WIDTH - PAD.right}" y2="${bottom}" stroke="#999"/>
<line x1="${PAD.left}" y1="${PAD.top}" x2="${PAD.left}" y2="${bottom}" stroke="#999"/>
<text x="${PAD.left - 6}" y="${PAD.top + 4}" text-anchor="end" fill="#333">${max}</text>
<text x="${PAD.left - 6}" y="${bottom}" text-anchor="end" fill="#333">0</text>
<text x="${PAD.left}" y="${HEIGHT - 8}" fill="#333">${escape(stats.from)}</text>
<text x="${WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="end" fill="#333">${escape(stats.to)}</text>
<polyline fill="none" stroke="#0b6e4f" stroke-width="2.5" points="${line(views, max)}"/>
<polyline fill="none" stroke="#c2410c" stroke-width="2.5" stroke-dasharray="6 3" points="${line(enquiries, max)}"/>
<text x="${PAD.left}" y="18" fill="#0b6e4f">— Views (${stats.totals.views})</text>
<text x="${PAD.left + 160}" y="18" fill="#c2410c">- - Enquiries (${stats.totals.enquiries})</text>
</svg>
`;
}
