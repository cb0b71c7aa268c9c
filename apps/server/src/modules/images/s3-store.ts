import { createHash, createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertSafeName, StoreUnavailableError, type ImageStore } from './store.ts';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per attempt; a store that accepts and never answers costs at most this. */
  timeoutMs?: number;
  /** Further attempts after a timeout, a network error, a 5xx or a 429, with backoff. */
  retries?: number;
}

/** Answers worth another try: the store was busy or briefly away. */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 for one request, by hand: four S3 calls do not earn the
 * weight of an SDK. Path-style addressing works with every S3-compatible store
 * (AWS, Cloudflare R2, MinIO, DigitalOcean Spaces).
 */
export function signS3Request(
  options: Pick<S3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string; date: Date },
): Record<string, string> {
  const amzDate = request.date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonical = [
    request.method,
    request.url.pathname
      .split('/')
      .map((part) => encodeURIComponent(decodeURIComponent(part)))
      .join('/'),
    [...request.url.searchParams]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&'),
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export class S3ImageStore implements ImageStore {
  constructor(private readonly options: S3Options) {}

  /**
   * One S3 call, signed afresh for each attempt, each attempt bounded by `timeoutMs`;
   * timeouts, network errors, 5xx and 429 are tried again after 100 ms, 300 ms, ...
   * (with jitter). When every attempt failed the store is unavailable: a 503, not a hang.
   */
  private async send(
    method: string,
    name: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    assertSafeName(name);
    const url = new URL(`${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${name}`);
    const payloadHash = sha256(body ?? '');
    const attempts = 1 + (this.options.retries ?? 2);
    let failure = '';
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(100 * 3 ** (attempt - 1) * (0.5 + Math.random()));
      const headers = signS3Request(this.options, { method, url, headers: extra, payloadHash, date: new Date() });
      delete headers.host;
      try {
        const res = await fetch(url, {
          method,
          headers,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 1_500),
          ...(body ? { body: new Uint8Array(body) } : {}),
        });
        if (!RETRYABLE.has(res.status)) return res;
        failure = `status ${res.status}`;
        await res.body?.cancel();
      } catch (error) {
        failure = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
      }
    }
    throw new StoreUnavailableError(`S3 ${method} ${name}: ${failure} after ${attempts} attempts`);
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', name, data, {
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (!res.ok) throw new StoreUnavailableError(`S3 PUT ${name} failed: ${res.status}`);
  }

  async get(name: string): Promise<Buffer | undefined> {
    const res = await this.send('GET', name);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new StoreUnavailableError(`S3 GET ${name} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** Only a 404 means missing: a 403 (wrong keys, wrong bucket) is an error, not "absent". */
  async exists(name: string): Promise<boolean> {
    const res = await this.send('HEAD', name);
    if (res.status === 404) return false;
    if (!res.ok) throw new StoreUnavailableError(`S3 HEAD ${name} failed: ${res.status}`);
    return true;
  }

  async delete(name: string): Promise<void> {
    const res = await this.send('DELETE', name);
    if (!res.ok && res.status !== 404) throw new StoreUnavailableError(`S3 DELETE ${name} failed: ${res.status}`);
  }
}
