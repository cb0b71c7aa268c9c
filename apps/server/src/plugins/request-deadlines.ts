import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * How long a client may take to send a request, so a few slow connections (one byte every
 * few seconds) cannot hold the server's sockets and memory. Node bounds the headers
 * (headersTimeout) and the whole request (requestTimeout, which must cover a 15 MB photo
 * on a slow phone connection); this bounds the body of every other request more tightly,
 * since a JSON body is at most 512 KB.
 */
export interface RequestDeadlines {
  headersMs: number;
  /** The whole request, uploads included. */
  requestMs: number;
  /** The body of any request that is not a photo upload. */
  bodyMs: number;
}

export function requestDeadlines(config: Config): RequestDeadlines {
  return {
    headersMs: config.REQUEST_HEADERS_TIMEOUT_MS,
    requestMs: config.REQUEST_TIMEOUT_MS,
    bodyMs: config.REQUEST_BODY_TIMEOUT_MS,
  };
}

/** Fastify's and Node's own settings for the first two (buildApp passes these through). */
export function serverTimeouts(deadlines: RequestDeadlines) {
  return {
    requestTimeout: deadlines.requestMs,
    // Node checks the two deadlines on this interval; its default (30 s) would let a slow
    // client stay that much longer than the deadline says.
    http: {
      headersTimeout: Math.min(deadlines.headersMs, deadlines.requestMs),
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(deadlines.headersMs / 2))),
    },
  };
}

const TIMED_OUT = JSON.stringify({ success: false, message: 'The request took too long to arrive. Please try again.' });

/** Whether the request still has body bytes on the way. */
const bodyPending = (request: FastifyRequest) => !request.raw.complete && !request.raw.readableEnded;

export function registerBodyDeadline(app: FastifyInstance, deadlines: RequestDeadlines, uploadPaths: string[]): void {
  const uploads = new Set(uploadPaths);
  app.addHook('onRequest', async (request, reply) => {
    if (uploads.has(request.routeOptions.url ?? '') || !bodyPending(request)) return;
    const timer = setTimeout(() => {
      if (!bodyPending(request) || reply.sent) return;
      request.log.info({ ms: deadlines.bodyMs }, 'request body too slow: connection closed');
      const socket = request.raw.socket;
      // Answer if the socket can still take it, then close: the rest of the body is not awaited.
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        reply.raw.end(TIMED_OUT, () => socket.destroy());
      } else socket.destroy();
    }, deadlines.bodyMs);
    timer.unref();
    request.raw.once('end', () => clearTimeout(timer));
    request.raw.once('close', () => clearTimeout(timer));
  });
}
