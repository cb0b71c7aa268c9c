import type { FastifyInstance } from 'fastify';

/**
 * Lets one plugin's routes read an HTML form's body (Africa's Talking's callbacks, a mail
 * app's one-click unsubscribe) as a plain object; the routes' schemas check it as they do
 * JSON. Plugins are encapsulated, so routes elsewhere still refuse forms.
 */
export function acceptForms(app: Pick<FastifyInstance, 'addContentTypeParser'>, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
