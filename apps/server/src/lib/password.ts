import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, t=3, p=4): ~130 ms a hash here,
// which is why sign-in is rate limited before it reaches this.
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
