// The project's own lint rules (eslint.config.js), apart so their test can load them.
import { readFileSync } from 'node:fs';

// Every address the app serves is declared once in packages/domain: API addresses in the
// contracts (call(contract, …) on the web, the route registry on the server), page
// addresses in routes.ts (routePatterns and pageAddress). One written out by hand anywhere
// else is one that can change without the compiler noticing.
const API_PATH = /^\/api(?:\/|$)/;
const API_IN_TEXT = /(?:^|[^\w.])\/api\//;

/** The screens' patterns, read from their one declaration. */
export function pagePatterns(
  source = readFileSync(new URL('../packages/domain/src/core/routes.ts', import.meta.url), 'utf8'),
) {
  const start = source.indexOf('export const routePatterns = {');
  const end = source.indexOf('} as const;', start);
  return [...source.slice(start, end).matchAll(/^ {2}\w+: '(\/[^']*)',$/gm)].map((match) => match[1]);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page address with something in it: the part of a pattern before its first `:param`
 * (`/listing/`, `/u/`), or any screen's path followed by a query or a fragment
 * (`/search?…`, `/verify-email#token=…`).
 */
export function pageAddressPattern(patterns = pagePatterns()) {
  const prefixes = patterns.filter((p) => p.includes('/:')).map((p) => escape(p.slice(0, p.indexOf(':'))));
  const screens = patterns.filter((p) => p !== '/' && !p.includes(':')).map(escape);
  return new RegExp(`(?:^|[^\\w.])(?:(?:${prefixes.join('|')})|(?:${screens.join('|')})[?#])`);
}

export function noTypedAddresses(pagePattern = pageAddressPattern()) {
  const startsPage = new RegExp(`^(?:${pagePattern.source.slice('(?:^|[^\\w.])'.length)})`);
  return {
    meta: {
      type: 'problem',
      messages: {
        api: 'Name the API address by its contract (call(contract, …), contract.path), not by hand.',
        page: 'Build page addresses with pageAddress / routePatterns from @nyumba/domain, not by hand.',
      },
    },
    create: (context) => ({
      Literal(node) {
        if (typeof node.value !== 'string') return;
        if (API_PATH.test(node.value)) context.report({ node, messageId: 'api' });
        else if (startsPage.test(node.value)) context.report({ node, messageId: 'page' });
      },
      TemplateElement(node) {
        if (API_IN_TEXT.test(node.value.raw)) context.report({ node, messageId: 'api' });
        else if (pagePattern.test(node.value.raw)) context.report({ node, messageId: 'page' });
      },
    }),
  };
}

export const localRules = { rules: { 'no-typed-addresses': noTypedAddresses() } };
