/** The spec's toolbar: headers 1 and 2, bold, italic, underline, strike, blockquote,
 * code block, ordered and bullet lists, link, image, clear formatting. */
export const TOOLBAR = [
  [{ header: 1 }, { header: 2 }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

export type ToolbarLabelKey =
  | 'label'
  | 'heading1'
  | 'heading2'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'blockquote'
  | 'codeBlock'
  | 'orderedList'
  | 'bulletList'
  | 'link'
  | 'image'
  | 'clean';

const BUTTONS: [string, ToolbarLabelKey][] = [
  ['.ql-header[value="1"]', 'heading1'],
  ['.ql-header[value="2"]', 'heading2'],
  ['.ql-bold', 'bold'],
  ['.ql-italic', 'italic'],
  ['.ql-underline', 'underline'],
  ['.ql-strike', 'strike'],
  ['.ql-blockquote', 'blockquote'],
  ['.ql-code-block', 'codeBlock'],
  ['.ql-list[value="ordered"]', 'orderedList'],
  ['.ql-list[value="bullet"]', 'bulletList'],
  ['.ql-link', 'link'],
  ['.ql-image', 'image'],
  ['.ql-clean', 'clean'],
];

/** Quill's toolbar buttons are icons only; screen readers need their names. */
export function labelToolbar(root: HTMLElement, label: (key: ToolbarLabelKey) => string): void {
  const toolbar = root.querySelector('.ql-toolbar');
  if (!toolbar) return;
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', label('label'));
  for (const [selector, key] of BUTTONS) {
    const button = toolbar.querySelector(`button${selector}`);
    if (!button) continue;
    button.setAttribute('aria-label', label(key));
    button.setAttribute('title', label(key));
  }
}
