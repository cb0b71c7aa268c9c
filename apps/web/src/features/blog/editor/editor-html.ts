/**
 * Quill 2's semantic HTML writes every space as &nbsp;, which
 * stops lines from wrapping between words. A run of them becomes one ordinary
 * space followed by &nbsp;s, so wrapping works and deliberate extra spaces stay.
 * Code blocks are written with ordinary spaces and are left alone.
 */
export function relaxSpaces(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`);
}
