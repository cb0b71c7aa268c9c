import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import type { Config } from '../src/config.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default" />
<title>Nyumba</title>
<script type="module" crossorigin src="/assets/index-test.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-test.css">
</head><body><div id="root"></div></body></html>`;

export const SHELL_CSS = 'body{color:#111}.not-drawn{color:red}';

export interface ShellApp {
  ctx: TestContext;
  /** An app serving a minimal built web app, so the HTML pages (link previews) exist. */
  app: AppInstance;
  /** Another server on the same database and build, with caches of its own. */
  twin(): Promise<AppInstance>;
  close(): Promise<void>;
}

/**
 * `serverEntry`: source of a stand-in for the web app's server renderer
 * (apps/web/src/entry-server.tsx), written where the build puts the real one.
 */
export async function createShellApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  { serverEntry }: { serverEntry?: string } = {},
): Promise<ShellApp> {
  const ctx = await createTestApp(overrides);
  const root = await mkdtemp(path.join(os.tmpdir(), 'nyumba-shell-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-test.css'), SHELL_CSS);
  if (serverEntry) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), serverEntry);
  }
  const build = () =>
    buildApp(
      { config: ctx.config, db: ctx.handle.db, dbKind: ctx.handle.kind, store: ctx.store },
      { webDistDir: dist },
    );
  const app = await build();
  const twins: AppInstance[] = [];
  return {
    ctx,
    app,
    twin: async () => {
      const twin = await build();
      twins.push(twin);
      return twin;
    },
    close: async () => {
      for (const twin of twins) await twin.close();
      await app.close();
      await ctx.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The content of a <meta property|name="key"> tag. */
export function metaTag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}
