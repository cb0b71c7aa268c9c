import { AUTH_API_ROOT } from '@nyumba/domain';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compresses JSON answers and page shells for clients that accept it. Most
 * visitors are on mobile data: a page of search results is ~16 KB of JSON and
 * ~3 KB compressed, and a listing page carries its listing's JSON. The web app's
 * own files are compressed at build time (plugins/web-app.ts).
 *
 * Not compressed: answers under 1 KB (the headers cost more than they save) and
 * answers under /api/auth, the only ones whose bodies can carry a secret (a
 * session token for Bearer clients), so a secret never shares a compressed body
 * with text an attacker chose (BREACH).
 */
export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;

/** The client's preferred encoding we offer, from an Accept-Encoding header. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Fast settings: brotli quality 4 and gzip level 6 compress a page of results in
 * about half a millisecond, to a fifth or less of its size. Higher brotli levels
 * cost several times the CPU for a few per cent; cached answers are compressed
 * once anyway (compressOnceFor).
 */
function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: 6 });
}

// Compressed bodies of answers that are sent many times (cached search and map
// answers), kept with the cache entry they belong to and dropped with it.
const memo = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/**
 * Marks the answer as the unchanging body of `entry`, so each encoding of it is
 * compressed once rather than per request.
 */
export function compressOnceFor(reply: FastifyReply, entry: object): void {
  reply.compressionMemoKey = entry;
}

function appendVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

declare module 'fastify' {
  interface FastifyReply {
    compressionMemoKey: object | null;
  }
}

export function registerCompression(app: FastifyInstance): void {
  app.decorateReply('compressionMemoKey', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!/^(?:application\/json|text\/html)/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.getHeader('content-encoding') || request.url.startsWith(AUTH_API_ROOT)) return payload;
    appendVary(reply);
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    const key = reply.compressionMemoKey;
    let body = key ? memo.get(key)?.[encoding] : undefined;
    if (!body) {
      body = compress(payload, encoding);
      if (key) memo.set(key, { ...memo.get(key), [encoding]: body });
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
