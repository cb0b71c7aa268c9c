import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startRefusal } from './config.ts';
import { DatabaseUnavailableError, openPostgres } from './db/database.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', IMAGE_STORE: 'disk', TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL .*\*\*\*/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid configuration: SEED_DEMO must be true or false/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ IMAGE_STORE: 's3' }, /^Invalid configuration: IMAGE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET/],
    ...['true', 'yes', '*', '10.0.0.1,anything', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', '100'].map(
      (value): [Record<string, string>, RegExp] => [
        { TRUST_PROXY: value },
        /^Invalid configuration: TRUST_PROXY must be false, a hop count .* true is refused because it would trust any X-Forwarded-For/,
      ],
    ),
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.5, 10.1.0.0/16,::1,fd00::/8', ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('seeds demo data by default only outside production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it("names the demo's moderator under --demo (npm start, NODE_ENV unset) and never in production without it", () => {
    const demo = 'moderator@demo.nyumba.co.ke';
    // npm start: NODE_ENV unset (read as production), --demo passed, which also turns seeding on.
    expect(loadConfig({ SEED_DEMO: 'true' }, { demo: true }).MODERATOR_EMAILS).toContain(demo);
    expect(loadConfig({ NODE_ENV: 'production' }, { demo: true }).MODERATOR_EMAILS).toContain(demo);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).MODERATOR_EMAILS).not.toContain(demo);
    expect(loadConfig({}).MODERATOR_EMAILS).not.toContain(demo);
    expect(loadConfig({ NODE_ENV: 'development' }).MODERATOR_EMAILS).toContain(demo);
    // Named once even when the operator lists it too.
    expect(
      loadConfig({ MODERATOR_EMAILS: demo.toUpperCase() }, { demo: true }).MODERATOR_EMAILS.filter((e) => e === demo),
    ).toHaveLength(1);
  });

  it('reports an unreachable database by its variable, with the password hidden', async () => {
    const attempt = openPostgres('postgres://nyumba:hunter2@127.0.0.1:1/nyumba');
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to DATABASE_URL \(postgres:\/\/nyumba:\*\*\*@127\.0\.0\.1:1\/nyumba\)/,
    );
  });

  it('a production server with the M-Pesa simulator on refuses to start, unless started with --demo (npm start)', () => {
    const simulated = loadConfig({ NODE_ENV: 'production', MPESA_SIMULATOR: 'true', SMS_OUTBOX: 'true' });
    expect(simulated.MPESA_SIMULATOR).toBe(true);
    expect(startRefusal(simulated)).toMatch(/^Invalid configuration: MPESA_SIMULATOR=true .*--demo/);
    // Pointed at a simulator elsewhere (nothing mounted) it is still test mode in production.
    const elsewhere = { NODE_ENV: 'production', MPESA_SIMULATOR: 'true', MPESA_BASE_URL: 'http://127.0.0.1:9/' };
    expect(startRefusal(loadConfig({ ...elsewhere, SMS_OUTBOX: 'true' }))).toMatch(/MPESA_SIMULATOR/);
    // Before the SMS refusal: the simulator is the worse of the two.
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', MPESA_SIMULATOR: 'true' }))).toMatch(/MPESA_SIMULATOR/);
    // npm start: `--demo`, NODE_ENV unset (read as production), test mode on by default.
    const demo = loadConfig({ SEED_DEMO: 'true' }, { demo: true });
    expect(demo.MPESA_SIMULATOR).toBe(true);
    expect(startRefusal(demo, { demo: true })).toBeNull();
    expect(startRefusal(simulated, { demo: true })).toBeNull();
    // Outside production, and production without it (payments off by default), start.
    expect(startRefusal(loadConfig({ NODE_ENV: 'development', MPESA_SIMULATOR: 'true' }))).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', SMS_OUTBOX: 'true' }))).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).MPESA_SIMULATOR).toBe(false);
  });

  it('a production server with phone features on and no SMS account refuses to start, saying what to set', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(startRefusal(production)).toMatch(/AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY/);
    expect(startRefusal(production, { demo: true })).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', PHONE_FEATURES: 'false' }))).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', SMS_OUTBOX: 'true' }))).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
    const live = loadConfig({ NODE_ENV: 'production', AFRICASTALKING_USERNAME: 'nyumba', AFRICASTALKING_API_KEY: 'k' });
    expect(startRefusal(live)).toBeNull();
    expect(live.AFRICASTALKING_BASE_URL).toBe('https://api.africastalking.com');
    expect(
      loadConfig({ AFRICASTALKING_USERNAME: 'sandbox', AFRICASTALKING_API_KEY: 'k' }).AFRICASTALKING_BASE_URL,
    ).toBe('https://api.sandbox.africastalking.com');
    expect(() => loadConfig({ AFRICASTALKING_USERNAME: 'nyumba' })).toThrow(ConfigError);
  });
});
