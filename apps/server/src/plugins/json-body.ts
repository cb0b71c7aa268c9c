import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * JSON bodies as real clients send them: many fetch wrappers (and the spec's own save
 * call) send `Content-Type: application/json` with no body at all, which Fastify's
 * parser refuses. An empty (or blank) body is read as `{}`, so a route that needs no
 * fields works and one that needs them answers its field errors. Anything else goes to
 * Fastify's own parser, which keeps refusing `__proto__` and `constructor.prototype`.
 * `keep` sees the raw text first (a webhook whose signature is over the exact bytes).
 */
export function registerJsonBodies(
  app: Pick<FastifyInstance, 'getDefaultJsonParser' | 'removeContentTypeParser' | 'addContentTypeParser'>,
  options: { bodyLimit?: number; keep?: (request: FastifyRequest, raw: string) => void } = {},
): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    (request, body, done) => {
      const text = body as string;
      options.keep?.(request, text);
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      parse(request, text, done);
    },
  );
}
