import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// drizzle-kit writes the next migration from the difference between schema.ts and the
// last snapshot in drizzle/meta. Hand-written migrations that change tables must leave a
// snapshot that includes them, or `npm run db:generate` writes their tables again.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const drizzleKit = path.resolve(serverRoot, '../../node_modules/drizzle-kit/bin.cjs');
let scratch: string | undefined;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the migrations and schema.ts', () => {
  it('agree: db:generate finds nothing to write', async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'nyumba-drizzle-'));
    await cp(path.join(serverRoot, 'drizzle'), path.join(scratch, 'drizzle'), { recursive: true });
    const config = path.join(scratch, 'drizzle.config.mjs');
    // Every schema file in src/db (schema.ts and schema-*.ts): one forgotten here would hide its tables.
    const schemaFiles = (await readdir(path.join(serverRoot, 'src/db'))).filter((file) =>
      /^schema(?:-[a-z]+)?\.ts$/.test(file),
    );
    await writeFile(
      config,
      `export default { dialect: 'postgresql', schema: ${JSON.stringify(schemaFiles.map((file) => path.join(serverRoot, 'src/db', file)))}, out: './drizzle' };\n`,
    );
    const before = await readdir(path.join(scratch, 'drizzle'));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [drizzleKit, 'generate', `--config=${config}`],
      { cwd: scratch },
    );
    expect(`${stdout}${stderr}`).toContain('No schema changes');
    expect(await readdir(path.join(scratch, 'drizzle'))).toEqual(before);
  }, 60_000);
});
