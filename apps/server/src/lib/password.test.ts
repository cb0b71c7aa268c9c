import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes at full cost (argon2id, 64 MiB, t=3, p=4) everywhere but inside Vitest', async () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
      { VITEST: 'true' },
    ]) {
      const hash = await argon2.hash('correct horse battery', passwordHashOptions(env));
      expect(hash, JSON.stringify(env)).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    }
    // Here, inside Vitest, the cheap setting (what keeps the suite's CPU for the browser tests).
    expect(await hashPassword('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
  });

  it('verifies the right password and refuses a wrong one, whichever cost made the hash', async () => {
    const cheap = await hashPassword('correct horse battery');
    const full = await argon2.hash('correct horse battery', passwordHashOptions({ NODE_ENV: 'production' }));
    for (const hash of [cheap, full]) {
      expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
      expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    }
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
  });
});
