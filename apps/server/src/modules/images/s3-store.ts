import { createHash, createHmac } from 'node:crypto';
import { assertSafeName, type ImageStore } from './store.ts';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

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

  private async send(
    method: string,
    name: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    assertSafeName(name);
    const url = new URL(`${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${name}`);
    const headers = signS3Request(this.options, {
      method,
      url,
      headers: extra,
      payloadHash: sha256(body ?? ''),
      date: new Date(),
    });
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', name, data, {
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (!res.ok) throw new Error(`S3 PUT ${name} failed: ${res.status}`);
  }

  async get(name: string): Promise<Buffer | undefined> {
    const res = await this.send('GET', name);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`S3 GET ${name} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async exists(name: string): Promise<boolean> {
    const res = await this.send('HEAD', name);
    return res.ok;
  }

  async delete(name: string): Promise<void> {
    const res = await this.send('DELETE', name);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${name} failed: ${res.status}`);
  }
}
