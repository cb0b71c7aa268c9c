// @vitest-environment jsdom
import { currentUser, getListing, getPost, searchListings, signIn, urlOf } from '@nyumba/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api-client';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const post = {
  _id: 'p1',
  id: 'p1',
  title: 'Hello',
  content: '<p>Hi</p>',
  image: null,
  userRef: 'u1',
  author: 'wanjiku',
  createdAt: '2025-06-03T09:00:00.000Z',
  updatedAt: '2025-06-03T09:00:00.000Z',
};

describe('call', () => {
  it("sends the contract's method to its address, with the session cookie", async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { success: true, post }));
    await call(getPost, { params: { id: 'a/b?c' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(urlOf(getPost, { params: { id: 'a/b?c' } }));
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a query string without the empty values, and a body as JSON', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { success: true, id: 'u1' }));
    await call(searchListings, {
      query: { searchTerm: 'two words', limit: 6, cursor: undefined, type: undefined },
    }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]![0]).toBe(urlOf(searchListings, { query: { searchTerm: 'two words', limit: 6 } }));

    await call(signIn, { body: { email: 'a@b.ke', password: 'x' }, read: (body) => body });
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.ke","password":"x"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('maps an error answer to ApiError with the message and field errors', async () => {
    stubFetch(async () =>
      jsonResponse(400, {
        success: false,
        message: 'Please fix the highlighted fields',
        errors: { price: 'Enter a price like 25,000', name: 'Name is required' },
      }),
    );

    const error = await caught(call(getListing, { params: { id: 'x' } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Please fix the highlighted fields');
    expect(error.fieldErrors).toEqual({ price: 'Enter a price like 25,000', name: 'Name is required' });
    expect(error.genericMessage).toBe(false);
  });

  it('says an answer in Swahili by its codes: the message, its wait, each field and a success', async () => {
    const { loadLanguage, loadServerMessages, switchLanguage } = await import('../i18n');
    await loadLanguage('sw');
    await loadServerMessages('sw');
    try {
      stubFetch(async () =>
        jsonResponse(429, {
          success: false,
          message: 'Limit reached: as many listings as one account may make in an hour. Try again in 14 minutes.',
          code: 'limit.hourly-listings',
          values: { minutes: 14 },
        }),
      );
      const refused = await caught(call(getListing, { params: { id: 'x' } }));
      expect(refused.message).toBe(
        'Kikomo kimefikiwa: akaunti moja imeweka matangazo mengi kadiri inavyoruhusiwa kwa saa moja. Jaribu tena baada ya dakika 14.',
      );
      expect(refused.code).toBe('limit.hourly-listings');

      stubFetch(async () =>
        jsonResponse(400, {
          success: false,
          message: 'name: Name is required',
          code: 'listing.name-required',
          errors: { name: 'Name is required', nickname: 'nickname is for programmers' },
          errorCodes: { name: 'listing.name-required' },
        }),
      );
      const invalid = await caught(call(getListing, { params: { id: 'x' } }));
      // The code names the sentence, not the words: a reworded English would still translate.
      expect(invalid.fieldErrors).toEqual({ name: 'Weka jina', nickname: 'nickname is for programmers' });

      stubFetch(async () =>
        jsonResponse(200, { success: true, message: 'Profile updated!', code: 'account.profile-updated-successfully' }),
      );
      const saved = await call(signIn, { body: { email: 'a@b.ke', password: 'x' }, read: (body) => body });
      expect((saved as { message: string }).message).toBe('Wasifu umesasishwa!');
    } finally {
      switchLanguage('en');
    }
  });

  it("falls back to the spec's 'HTTP error! status: {code}' without a server message, and says so", async () => {
    stubFetch(async () => new Response('Bad gateway', { status: 502 }));

    const error = await caught(call(getListing, { params: { id: 'x' } }));

    expect(error.status).toBe(502);
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.genericMessage).toBe(true);
    expect(error.fieldErrors).toEqual({});
  });

  it('treats a 2xx answer with success false as a failure', async () => {
    stubFetch(async () => jsonResponse(200, { success: false, message: 'Wrong credentials' }));

    const error = await caught(call(signIn, { body: { email: 'a@b.ke', password: 'x' } }));

    expect(error.message).toBe('Wrong credentials');
  });

  it('maps a network failure to status 0 with the exception message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await caught(call(getPost, { params: { id: 'p1' } }));

    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it("checks the answer with the contract's schema", async () => {
    stubFetch(async () => jsonResponse(200, { success: true, post }));
    await expect(call(getPost, { params: { id: 'p1' } })).resolves.toEqual({ success: true, post });

    stubFetch(async () => jsonResponse(200, { success: true, post: 'nope' }));
    const error = await caught(call(getPost, { params: { id: 'p1' } }));
    expect(error.message).toMatch(/Unexpected response/);
    // A status the contract does not describe is not trusted either.
    stubFetch(async () => jsonResponse(202, { success: true, post }));
    expect((await caught(call(getPost, { params: { id: 'p1' } }))).message).toMatch(/Unexpected response/);
  });

  it('reads the answer with `read` instead, loading no schema', async () => {
    const schemas = vi.spyOn(currentUser, 'schemas');
    stubFetch(async () => jsonResponse(200, { success: true, id: 'u1' }));
    await expect(call(currentUser, { read: (body) => (body as { id: string }).id })).resolves.toBe('u1');
    expect((await caught(call(currentUser, { read: () => undefined }))).message).toMatch(/Unexpected response/);
    expect(schemas).not.toHaveBeenCalled();
  });

  it('lets cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    stubFetch(async () => {
      throw abortError;
    });
    await expect(call(getPost, { params: { id: 'p1' }, signal: controller.signal })).rejects.toBe(abortError);
  });
});
