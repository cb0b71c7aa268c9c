import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, openPostgres } from './db/database.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true, IMAGE_STORE: 'disk' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL .*\*\*\*/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ IMAGE_STORE: 's3' }, /^Invalid configuration: IMAGE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reports an unreachable database by its variable, with the password hidden', async () => {
    const attempt = openPostgres('postgres://nyumba:hunter2@127.0.0.1:1/nyumba');
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to DATABASE_URL \(postgres:\/\/nyumba:\*\*\*@127\.0\.0\.1:1\/nyumba\)/,
    );
  });
});
