import type Quill from 'quill';

/** Space left between what is being written and the fixed Submit bar. */
const MARGIN_PX = 12;

/**
 * The lowest point on screen that text may reach: above the fixed Submit bar and the
 * bottom bar, and above an on-screen keyboard (Chrome on Android lets it cover the
 * layout viewport, so only the visual viewport knows where it starts).
 */
function visibleBottom(obstructionTop: () => number): number {
  const viewport = window.visualViewport;
  const keyboardTop = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
  return Math.min(obstructionTop(), keyboardTop) - MARGIN_PX;
}

/** Scrolls the page just enough to bring `bottom` (a viewport y) above the obstruction. */
function lift(bottom: number, obstructionTop: () => number): void {
  const overflow = bottom - visibleBottom(obstructionTop);
  if (overflow > 0) window.scrollBy({ top: overflow, behavior: 'instant' });
}

/**
 * Keeps the line being written, an image just inserted and the link box above the
 * fixed Submit bar (the browser only scrolls the caret into the whole viewport, not
 * the part of it the bar leaves free). Returns the cleanup.
 */
export function keepWritingInView(quill: Quill, host: HTMLElement, obstructionTop: () => number): () => void {
  let frame = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const tooltip = host.querySelector<HTMLElement>('.ql-tooltip:not(.ql-hidden)');
      if (tooltip) {
        lift(tooltip.getBoundingClientRect().bottom, obstructionTop);
        return;
      }
      if (!quill.hasFocus()) return;
      const range = quill.getSelection();
      const bounds = range ? quill.getBounds(range.index, range.length) : null;
      if (bounds) lift(quill.container.getBoundingClientRect().top + bounds.bottom, obstructionTop);
    });
  };
  const onEditorChange = (_name: string, ...args: unknown[]) => {
    if (args[2] === 'user' || args[2] === 'api') check();
  };
  quill.on('editor-change', onEditorChange);
  // An inserted photo takes its height when it loads; the link box appears by a class change.
  quill.root.addEventListener('load', check, true);
  const observer = new MutationObserver(check);
  const tooltip = host.querySelector('.ql-tooltip');
  if (tooltip) observer.observe(tooltip, { attributes: true, attributeFilter: ['class'] });
  window.visualViewport?.addEventListener('resize', check);
  return () => {
    cancelAnimationFrame(frame);
    quill.off('editor-change', onEditorChange);
    quill.root.removeEventListener('load', check, true);
    observer.disconnect();
    window.visualViewport?.removeEventListener('resize', check);
  };
}

/** Quill's link box speaks through CSS `content`; these carry our words (and later, the language's). */
export function wordTooltip(
  host: HTMLElement,
  words: Record<'visit' | 'enterLink' | 'edit' | 'save' | 'remove', string>,
  linkPlaceholder: string,
): void {
  for (const [name, text] of Object.entries(words)) host.style.setProperty(`--ql-${name}`, JSON.stringify(text));
  host.querySelector('.ql-tooltip input[type=text]')?.setAttribute('data-link', linkPlaceholder);
}
