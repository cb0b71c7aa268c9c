import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

// Reading a file from an address a user gave (a calendar to import, an agency's photo): https
// only, every address its name resolves to public, the connection pinned to the checked
// address (no DNS rebinding), 3 redirects, a time limit and a size limit. Tests may allow
// http to this machine; a deployment never does.

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** One address a name resolves to. */
interface Resolved {
  address: string;
  family: number;
}

export interface FetchOptions {
  /** Tests serve calendars from this machine over http; a deployment never allows it. */
  allowPrivate?: boolean;
  /** How names are resolved (tests stand in for DNS). */
  resolve?: (hostname: string) => Promise<Resolved[]>;
  timeoutMs?: number;
}

/** Refused before any connection: the host's link leads somewhere the server must not go. */
class UnsafeLink extends Error {}

/**
 * The one address this URL's host is reached at, checked: every address its name resolves
 * to must be public (a name with one private address among public ones is refused).
 */
async function checkedAddress(url: URL, options: FetchOptions): Promise<Resolved> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const resolve = options.resolve ?? ((name: string) => dnsLookup(name, { all: true }));
  const addresses = literal ? [{ address: host, family: literal }] : await resolve(host);
  if (addresses.length === 0) throw new UnsafeLink('the link’s address does not resolve');
  if (!options.allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new UnsafeLink('the link points at a private address');
  return addresses[0]!;
}

/**
 * One GET to exactly `pinned`: the connection's own name lookup answers with the address that
 * was checked, so a name that resolves differently the second time (DNS rebinding) cannot
 * reach another. TLS still verifies the certificate against the link's host name.
 */
function getPinned(url: URL, pinned: Resolved, signal: AbortSignal, what: FetchWhat): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: what.accept, 'user-agent': what.userAgent },
        lookup: (_hostname, lookupOptions, callback) => {
          const done = callback as (...args: unknown[]) => void;
          if ((lookupOptions as { all?: boolean }).all) done(null, [pinned]);
          else done(null, pinned.address, pinned.family);
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** What one fetch asks for and accepts. */
export interface FetchWhat {
  accept: string;
  userAgent: string;
  maxBytes: number;
  /** Said when the file is larger than maxBytes. */
  tooLarge: string;
}

/** The file's bytes: https only (http in tests), public addresses only, pinned, 10 s, `maxBytes`. */
export async function fetchPublic(link: string, what: FetchWhat, options: FetchOptions = {}): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
      throw new UnsafeLink('not an https link');
    }
    const response = await getPinned(url, await checkedAddress(url, options), signal, what);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new Error(`answered ${status}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > what.maxBytes) {
        response.destroy();
        throw new Error(what.tooLarge);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
  throw new Error('too many redirects');
}
