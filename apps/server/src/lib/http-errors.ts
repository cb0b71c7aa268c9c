// The errors services throw; plugins/errors.ts turns them into JSON answers. They
// live in lib so that any layer may throw them without importing a plugin.

/** A rule broken by the client: the service throws it, the handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, message, { [field]: message });
export const unauthorized = (message = 'You need to sign in first') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: message } : undefined);
