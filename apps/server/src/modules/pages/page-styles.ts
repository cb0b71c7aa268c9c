import postcss, { type ChildNode, type Container } from 'postcss';
import { unescapeHtml } from './html.ts';

/**
 * A drawn page's own stylesheet (docs/decisions/0036-a-page-carries-its-own-rules.md).
 *
 * The app's stylesheet holds the rules of every screen (about 720 rules, 62 KB). A drawn
 * page uses a third of them, and a phone pays for all of them before its first paint:
 * the bytes over mobile data, then parsing them and indexing every selector in the first
 * style pass. So the server writes into each drawn page only the rules its markup can
 * match, and the app loads the whole stylesheet when it starts (it may draw any screen).
 *
 * The stylesheet is read once, into its pieces in order; a page's copy is those pieces
 * whose classes the page's markup has, inside the at-rules (`@layer`, `@media`,
 * `@supports`) they were in. A rule is dropped only when a class it requires is missing,
 * so a rule kept needlessly costs bytes, never a look.
 */
export interface PageStyles {
  /** The rules `markup` can use, in the stylesheet's order. */
  for(markup: string): string;
}

type Piece =
  | { kind: 'open'; text: string }
  | { kind: 'close' }
  /** `needs`: each selector's required classes; undefined: kept on every page. */
  | { kind: 'rule'; text: string; needs?: string[][] }
  /** An `@property` or `@keyframes`, kept when a kept rule names it. */
  | { kind: 'named'; text: string; name: string };

/**
 * The classes an element must have somewhere in the document for `selector` to match,
 * read outside parentheses and attribute brackets: `:is()`, `:where()`, `:not()` and
 * `:has()` hold alternatives or other elements, so what is inside them is not required.
 * Escapes are read (`.lg\:grid-cols-2` is the class `lg:grid-cols-2`).
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at]!;
    if (char === '\\') at += 1;
    else if (char === '"' || char === "'") {
      const end = selector.indexOf(char, at + 1);
      at = end < 0 ? selector.length : end;
    } else if (char === '[') depth += 1;
    else if (char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name =
        /^(?:\\[0-9a-fA-F]{1,6}[ \t\n]?|\\[^\n0-9a-fA-F]|[\w\u00a0-\uffff-])+/.exec(selector.slice(at + 1))?.[0] ?? '';
      if (name) classes.push(unescapeIdentifier(name));
      at += name.length;
    }
  }
  return classes;
}

function unescapeIdentifier(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** Every class named in the markup's `class` attributes (as the server renderer escapes them). */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of unescapeHtml(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function piecesOf(container: Container<ChildNode>, pieces: Piece[]): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      const needs = node.selectors.map(requiredClasses);
      pieces.push({
        kind: 'rule',
        text: node.toString(),
        needs: needs.some((n) => n.length === 0) ? undefined : needs,
      });
    } else if (node.type === 'atrule' && !node.nodes) {
      pieces.push({ kind: 'rule', text: `${node.toString()};` });
    } else if (node.type === 'atrule' && (node.name === 'property' || node.name.endsWith('keyframes'))) {
      pieces.push({ kind: 'named', text: node.toString(), name: node.params.trim() });
    } else if (node.type === 'atrule' && node.name === 'font-face') {
      pieces.push({ kind: 'rule', text: node.toString() });
    } else if (node.type === 'atrule') {
      pieces.push({ kind: 'open', text: `@${node.name} ${node.params}{` });
      piecesOf(node as Container<ChildNode>, pieces);
      pieces.push({ kind: 'close' });
    } else if (node.type === 'comment' && node.text.startsWith('!')) {
      // A licence notice stays with every copy of the rules.
      pieces.push({ kind: 'rule', text: node.toString() });
    }
  }
}

/** Pages whose rules are kept: a cached page is sent again and again with the same markup. */
const REMEMBERED = 64;

export function pageStyles(css: string): PageStyles {
  const pieces: Piece[] = [];
  piecesOf(postcss.parse(css), pieces);
  const remembered = new Map<string, string>();
  const rulesFor = (markup: string): string => {
    const classes = classesIn(markup);
    const kept = pieces.map(
      (piece) =>
        piece.kind === 'rule' && (!piece.needs || piece.needs.some((needed) => needed.every((c) => classes.has(c)))),
    );
    const named = pieces
      .filter((_, index) => kept[index])
      .map((piece) => (piece as { text: string }).text)
      .join('');
    pieces.forEach((piece, index) => {
      if (piece.kind === 'named') kept[index] = named.includes(piece.name);
    });
    // An at-rule is written only around a piece kept inside it.
    const out: string[] = [];
    const open: { text: string; written: boolean }[] = [];
    pieces.forEach((piece, index) => {
      if (piece.kind === 'open') open.push({ text: piece.text, written: false });
      else if (piece.kind === 'close') {
        if (open.pop()?.written) out.push('}');
      } else if (kept[index]) {
        for (const wrapper of open)
          if (!wrapper.written) {
            out.push(wrapper.text);
            wrapper.written = true;
          }
        out.push(piece.text);
      }
    });
    return out.join('');
  };
  return {
    for(markup) {
      let rules = remembered.get(markup);
      if (rules === undefined) {
        rules = rulesFor(markup);
        if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
        remembered.set(markup, rules);
      }
      return rules;
    },
  };
}
