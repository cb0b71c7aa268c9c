import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as real clients send them: many fetch wrappers (and the spec's own save
 * call) send `Content-Type: application/json` with no body at all, which Fastify's
 * parser refuses. An empty (or blank) body is read as `{}`, so a route that needs no
 * fields works and one that needs them answers its field errors. Anything else goes to
 * Fastify's own parser, which keeps refusing `__proto__` and `constructor.prototype`.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parse(request, text, done);
  });
}
