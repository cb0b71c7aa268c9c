import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Listing } from '../listings/listing.ts';
import type { createListing, mapListings, signOut } from './index.ts';
import {
  contracts,
  getListing,
  matchPath,
  pathOf,
  queryString,
  searchListings,
  summaries,
  urlOf,
  userListings,
  type CallInput,
  type ResponseOf,
} from './index.ts';

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!).sort();

describe('the contract list', () => {
  it('names each endpoint once, by a unique id and a unique method and path', () => {
    expect(contracts.length).toBeGreaterThan(30);
    expect(new Set(contracts.map((c) => c.id)).size).toBe(contracts.length);
    expect(new Set(contracts.map((c) => `${c.method} ${c.path}`)).size).toBe(contracts.length);
  });

  it('declares, for every endpoint, the params its path names and nothing else, and a success answer', async () => {
    for (const contract of contracts) {
      const schemas = await contract.schemas();
      const shape = (schemas.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), contract.id).toEqual(paramNames(contract.path));
      const statuses = Object.keys(schemas.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 400),
        contract.id,
      ).toBe(true);
      if (contract.access === 'user') expect(statuses, `${contract.id} refuses visitors`).toContain(401);
      if (contract.method === 'GET') expect(schemas.body, `${contract.id} has no body`).toBeUndefined();
    }
  });

  it('gives every endpoint a line for the API reference', () => {
    for (const contract of contracts) {
      expect(summaries[contract.id as keyof typeof summaries], contract.id).toMatch(/\w{3,}/);
    }
    expect(Object.keys(summaries).sort()).toEqual(contracts.map((c) => c.id).sort());
  });

  it('loads each schema set once and then has it at hand', async () => {
    const first = await getListing.schemas();
    expect(await getListing.schemas()).toBe(first);
    expect(getListing.loadedSchemas()).toBe(first);
  });
});

describe('addresses', () => {
  it('fills path params, each one encoded, and refuses a missing one', () => {
    expect(pathOf(getListing, { id: 'a/b?c' })).toBe('/api/listing/get/a%2Fb%3Fc');
    expect(() => pathOf(getListing, {})).toThrow(/missing path param id/);
  });

  it('reads back from a filled path exactly the params it was given', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (userId) => {
        const params = matchPath(userListings, pathOf(userListings, { userId }));
        expect(params).toEqual({ userId });
      }),
    );
    expect(matchPath(userListings, '/api/listing/user')).toBeNull();
    expect(matchPath(userListings, '/api/listing/user/')).toBeNull();
    expect(matchPath(getListing, '/api/listing/user/x')).toBeNull();
  });

  it('writes a query string that reads back as the values given, leaving out empty ones', () => {
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer())), (query) => {
        const text = queryString(query);
        const pairs = text ? text.slice(1).split('&') : [];
        const read = pairs.map((pair) => pair.split('=').map(decode));
        const given = Object.entries(query)
          .filter(([, value]) => value !== '')
          .map(([key, value]) => [key, String(value)]);
        expect(read).toEqual(given);
      }),
    );
    expect(urlOf(searchListings, { query: { limit: 6, cursor: null, searchTerm: undefined, type: '' } })).toBe(
      '/api/listing/search?limit=6',
    );
  });
});

describe('types', () => {
  it('carry the exact input and answer of an endpoint', () => {
    expectTypeOf<CallInput<typeof getListing>>().toEqualTypeOf<{ params: { id: string } }>();
    expectTypeOf<ResponseOf<typeof getListing>>().toEqualTypeOf<{ success: true; listing: Listing }>();
    expectTypeOf<CallInput<typeof createListing>>().toHaveProperty('body');
    expectTypeOf<CallInput<typeof signOut>>().toEqualTypeOf<unknown>();
    // The map needs its bounding box; the search needs nothing.
    expectTypeOf<CallInput<typeof mapListings>>().toHaveProperty('query');
    expectTypeOf<{ query?: { limit?: number } }>().toMatchTypeOf<CallInput<typeof searchListings>>();
  });
});
