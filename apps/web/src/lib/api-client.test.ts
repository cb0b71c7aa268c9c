// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiPost, apiRequest } from './api-client';

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

describe('apiRequest', () => {
  it('sends JSON with the session cookie and a query string', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { success: true, id: 'u1' }));

    const result = await apiPost('/api/auth/signin', { email: 'a@b.ke' }, { query: { next: '/x', skip: undefined } });

    expect(result).toEqual({ success: true, id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/signin?next=%2Fx');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.ke"}');
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

    const error = await caught(apiPost('/api/listing/create', { name: '' }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Please fix the highlighted fields');
    expect(error.fieldErrors).toEqual({ price: 'Enter a price like 25,000', name: 'Name is required' });
  });

  it("falls back to the spec's 'HTTP error! status: {code}' without a server message", async () => {
    stubFetch(async () => new Response('Bad gateway', { status: 502 }));

    const error = await caught(apiGet('/api/listing/getall'));

    expect(error.status).toBe(502);
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.fieldErrors).toEqual({});
  });

  it('treats a 2xx answer with success false as a failure', async () => {
    stubFetch(async () => jsonResponse(200, { success: false, message: 'Wrong credentials' }));

    const error = await caught(apiPost('/api/auth/signin', {}));

    expect(error.message).toBe('Wrong credentials');
  });

  it('maps a network failure to status 0 with the exception message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await caught(apiGet('/api/post/all'));

    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it('validates the body with a schema', async () => {
    const schema = z.object({ posts: z.array(z.object({ title: z.string() })) });
    stubFetch(async () => jsonResponse(200, { posts: [{ title: 'Hello' }] }));
    await expect(apiGet('/api/post/all', { schema })).resolves.toEqual({ posts: [{ title: 'Hello' }] });

    stubFetch(async () => jsonResponse(200, { posts: 'nope' }));
    const error = await caught(apiGet('/api/post/all', { schema }));
    expect(error.message).toMatch(/Unexpected response/);
  });

  it('sends FormData as multipart and lets cancellation through unchanged', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { image_urls: ['/images/a.webp'] }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/upload', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);

    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    stubFetch(async () => {
      throw abortError;
    });
    await expect(apiGet('/api/post/all', { signal: controller.signal })).rejects.toBe(abortError);
  });
});
