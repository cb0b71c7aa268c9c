import argon2 from 'argon2';

type HashOptions = Parameters<typeof argon2.hash>[1];

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4): ~130 ms a hash here, on every
 * lane of the CPU, which is why sign-in is rate limited before it reaches this.
 *
 * Inside Vitest's workers only (NODE_ENV=test and VITEST=true, both set by Vitest), the
 * smallest setting the library allows: the API suite hashes some 450 passwords, and at full
 * cost that was a third of its CPU, taken from the browser tests running beside it. What the
 * tests check (the hash verifies, a wrong password does not, no hash is ever answered) does
 * not depend on the cost; hashes already stored keep verifying whatever the setting, since
 * a hash names its own. Servers the tests start in a process of their own, and the browser
 * tests' server, hash at full cost.
 */
export function passwordHashOptions(env: Record<string, string | undefined> = process.env): HashOptions {
  if (env.NODE_ENV === 'test' && env.VITEST === 'true') {
    return { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 };
  }
  return { type: argon2.argon2id };
}

const options = passwordHashOptions();

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
