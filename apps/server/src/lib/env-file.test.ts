import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../config.ts';
import { serverRoot } from './paths.ts';
import { loadEnvFile } from './env-file.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function envFile(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-envfile-'));
  dirs.push(dir);
  const file = path.join(dir, '.env');
  await writeFile(file, text);
  return file;
}

describe('loadEnvFile', () => {
  it('sets what the environment lacks and leaves what it has, even an empty value', async () => {
    const file = await envFile('PORT=4000\nHOST=127.0.0.1\nLOG_LEVEL=debug\nQUOTED="a # b"\n');
    const env: NodeJS.ProcessEnv = { PORT: '5000', HOST: '' };
    expect(loadEnvFile(file, env).sort()).toEqual(['LOG_LEVEL', 'QUOTED']);
    expect(env).toEqual({ PORT: '5000', HOST: '', LOG_LEVEL: 'debug', QUOTED: 'a # b' });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    expect(loadEnvFile(path.join(os.tmpdir(), 'no-such-folder-nyumba', '.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '5000' });
  });

  it('reads .env.example, copied as it is, as the default configuration', () => {
    const env: NodeJS.ProcessEnv = {};
    const names = loadEnvFile(path.resolve(serverRoot, '../../.env.example'), env);
    // Every variable the server reads is in the example, and its values are the defaults.
    expect(names.sort()).toEqual(Object.keys(configSchema.shape).sort());
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });
});
