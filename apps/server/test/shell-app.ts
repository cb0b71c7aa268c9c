import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppInstance } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { createTestApp, type TestContext } from './test-app.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default" />
<title>Nyumba</title></head><body><div id="root"></div></body></html>`;

export interface ShellApp {
  ctx: TestContext;
  /** An app serving a minimal built web app, so the HTML pages (link previews) exist. */
  app: AppInstance;
  close(): Promise<void>;
}

export async function createShellApp(overrides: Partial<Record<keyof Config, string>> = {}): Promise<ShellApp> {
  const ctx = await createTestApp(overrides);
  const dist = await mkdtemp(path.join(os.tmpdir(), 'nyumba-shell-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  const app = await buildApp({ config: ctx.config, db: ctx.handle.db, dbKind: ctx.handle.kind, store: ctx.store }, { webDistDir: dist });
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await ctx.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

/** The content of a <meta property|name="key"> tag. */
export function metaTag(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}
