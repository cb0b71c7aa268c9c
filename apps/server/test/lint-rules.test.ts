import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules that keep two classes of defect out: text used as a replacement
// pattern, and regular expressions that backtrack super-linearly on user input.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rulesHit(code: string, file = 'packages/domain/src/lint-probe.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('no replacement string that is not fixed', () => {
  it.each([
    'export const f = (html: string, name: string) => html.replace("</head>", name);',
    'export const f = (html: string, name: string) => html.replace("</head>", `<b>${name}</b></head>`);',
    'export const f = (html: string, name: string) => html.replaceAll(/x/g, name + "!");',
    'export const f = (html: string, fill: (s: string) => string) => html.replace(/x/g, fill);',
    'export const f = (html: string, names: string[]) => html.replace("x", names[0]!);',
  ])('refuses %s', async (code) => {
    expect(await rulesHit(code)).toContain('no-restricted-syntax');
  });

  it.each([
    'export const f = (html: string) => html.replace("</head>", "<meta /></head>");',
    'export const f = (html: string) => html.replace(/<(b)>/g, "<$1 class=\\"x\\">");',
    'export const f = (html: string) => html.replace("</head>", `<meta /></head>`);',
    'export const f = (html: string, name: string) => html.replace("</head>", () => `${name}</head>`);',
    'export const f = (html: string, name: string) => html.replaceAll("x", function () { return name; });',
    'export const f = (text: string) => text.replace(/x/g, (match) => match.toUpperCase());',
  ])('allows %s', async (code) => {
    expect(await rulesHit(code)).toEqual([]);
  });
});

describe('no super-linear regular expressions', () => {
  it.each([
    ['trailing run', 'export const f = (s: string) => s.replace(/[\\u0000-\\u0020]+$/, "");'],
    ['nested quantifier', 'export const f = (s: string) => /^(a+)+$/.test(s);'],
    ['overlapping runs', 'export const f = (s: string) => /^\\s*.*\\s*x$/.test(s);'],
    ['unanchored run', 'export const f = (s: string) => /<[^>]*>/g.exec(s);'],
  ])('refuses a %s', async (_name, code) => {
    const hit = await rulesHit(code);
    expect(
      hit.some((rule) => /^regexp\/no-super-linear-(?:backtracking|move)$/.test(rule)),
      hit.join(),
    ).toBe(true);
  });
});

describe('addresses are declared once, in packages/domain, never typed by hand', () => {
  const files = [
    'apps/web/src/features/lint-probe.ts',
    'apps/server/src/modules/lint-probe.ts',
    'apps/web/src/service-worker/lint-probe.ts',
  ];
  it.each(
    files.flatMap((file) =>
      [
        "export const url = '/api/listing/search';",
        'export const url = "/api";',
        'export const url = (id: string) => `/api/listing/${id}`;',
        'export const url = (base: string) => `${base}/api/saved`;',
        "export const go = () => fetch('/api/auth/me');",
      ].map((code) => [file, code, 'api']),
    ),
  )('refuses in %s: %s', async (file, code) => {
    expect(await rulesHit(code, file)).toContain('nyumba/no-typed-addresses');
  });

  it.each(
    files.flatMap((file) =>
      [
        "export const page = '/listing/1';",
        'export const url = (id: string) => `/u/${id}`;',
        'export const url = (site: string, id: string) => `${site}/blog/${id}`;',
        'export const url = (id: string) => `/messages/${id}`;',
        'export const url = (site: string, token: string) => `${site}/reset-password#token=${token}`;',
        'export const url = (token: string) => `/verify-email#token=${token}`;',
        'export const url = (q: string) => `/search?q=${q}`;',
        "export const url = '/alerts/unsubscribe?alert=1';",
      ].map((code) => [file, code]),
    ),
  )('refuses a page address in %s: %s', async (file, code) => {
    expect(await rulesHit(code, file)).toContain('nyumba/no-typed-addresses');
  });

  it.each([
    "export const text = 'the api/ folder';",
    "export const photo = '/images/abc-320.webp';",
    "export const css = 'a/u/b';",
    'export const url = (base: string) => `${base}/static/listing.png`;',
    "import { pageAddress } from '@nyumba/domain';\nexport const url = (id: string) => pageAddress.listing(id);",
  ])('allows %s', async (code) => {
    expect(await rulesHit(code, 'apps/server/src/modules/lint-probe.ts')).toEqual([]);
  });

  it('leaves tests alone: they name the addresses they check', async () => {
    expect(await rulesHit("export const url = '/api/listing/search';", 'apps/web/src/features/x.test.ts')).toEqual([]);
  });
});
