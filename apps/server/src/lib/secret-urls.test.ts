// Issue 38, part 4: no secret in an address reaches the logs. Walks every API contract and
// every screen: each path param or query field named like a secret must be named on its route
// (the one list redact-url.ts reads), and each named one is redacted whatever its value looks
// like (a feed's "<token>.ics" was logged 42 times before).
import { contracts, routePatterns, SECRET_SCREEN_QUERIES, type AnyContract } from '@nyumba/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { redactUrl } from './redact-url.ts';

const SECRET_LIKE = /token|secret|code|state|key|signature|password|nonce|otp|pin|credential/i;

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** A URL for the contract with `value` in every named secret and `x` elsewhere. */
function sampleUrl(contract: AnyContract, value: string): string {
  const secrets = new Set(contract.secrets ?? []);
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => (secrets.has(name) ? value : 'x'));
  const inPath = new Set([...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]!));
  const query = [...secrets].filter((name) => !inPath.has(name)).map((name) => `${name}=${value}`);
  return query.length > 0 ? `${path}?lang=sw&${query.join('&')}` : path;
}

describe('secrets in addresses', () => {
  it('every secret-like field of every route is named, and redacted however short or shaped', async () => {
    const unnamed: string[] = [];
    let named = 0;
    for (const contract of contracts as readonly AnyContract[]) {
      const schemas = await contract.schemas();
      const fields = [...fieldsOf(schemas.params), ...fieldsOf(schemas.query)];
      for (const field of fields)
        if (SECRET_LIKE.test(field) && !contract.secrets?.includes(field)) unnamed.push(`${contract.id}.${field}`);
      for (const value of ['abc', 'Zx9.ics', 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8.ics']) {
        if (!contract.secrets?.length) continue;
        named += 1;
        const url = sampleUrl(contract, value);
        expect({ id: contract.id, shown: redactUrl(url).includes(value) }).toEqual({ id: contract.id, shown: false });
      }
    }
    expect(unnamed).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(4 * 3);
    for (const [screen, names] of Object.entries(SECRET_SCREEN_QUERIES))
      for (const name of names)
        expect(redactUrl(`${screen}?${name}=abc&listing=1`)).toBe(`${screen}?${name}=[redacted]&listing=1`);
  });

  it('the bnb feed, the confirm and unsubscribe links keep their other parts readable', () => {
    expect(redactUrl('/api/stays/feed/Sh0rt-Token_99.ics')).toBe('/api/stays/feed/[redacted]');
    expect(redactUrl(`${routePatterns.confirmListing}?listing=l1&token=t&answer=available`)).toBe(
      `${routePatterns.confirmListing}?listing=l1&token=[redacted]&answer=available`,
    );
    expect(redactUrl('/api/listing/get/0f8fad5b-d9cb-469f-a165-70867728950e')).toContain('0f8fad5b');
  });
});
