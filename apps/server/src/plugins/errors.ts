import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-errors.ts';
import { fieldCodesOf, saidOf } from './said-codes.ts';

// Paths name what the client sent, so they are collected in a Map: on an object,
// 'constructor' would already be "set" and '__proto__' could not be set at all.
function fieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) if (!errors.has(issue.path)) errors.set(issue.path, issue.message);
  return Object.fromEntries(errors);
}

/** A validation answer: the first field's message, every field's, and their codes. */
function invalid(errors: Record<string, string>) {
  const [first] = Object.values(errors);
  // The answer's own sentence is the first field's, with "field: " before it.
  return { success: false, message: firstMessage(errors), ...(first ? saidOf(first) : {}), ...fieldAnswers(errors) };
}

function firstMessage(errors: Record<string, string>): string {
  const [field, message] = Object.entries(errors)[0] ?? ['request', 'Invalid request'];
  return field === 'body' || field === 'querystring' || field === 'params' ? message : `${field}: ${message}`;
}

// One error handler for the whole API: validation → 400 with field messages,
// rule breaks → their status, anything else → 500 with no stack or SQL leaking out.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
          message: issue.message ?? 'Invalid value',
        })),
      );
      return reply.code(400).send(invalid(errors));
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message })));
      return reply.code(400).send(invalid(errors));
    }
    if (error instanceof HttpError) {
      // A dependency that failed (the image store): the client gets the message, the log the detail.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...saidOf(error.message),
        ...(error.errors ? fieldAnswers(error.errors) : {}),
      });
    }
    if (isDataException(error)) {
      // SQLSTATE class 22: the database refused a value the client sent (a NUL byte,
      // an out-of-range number). The client's input, so a 400, never a 500.
      return reply.code(400).send(refusal('The request contains a value that cannot be stored'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'request failed: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', '30')
        .send(refusal('Nyumba is briefly unavailable. Please try again in a minute.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      return reply.code(status).send(refusal(clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal('Something went wrong on our side. Please try again.'));
  });
}

const refusal = (message: string) => ({ success: false, message, ...saidOf(message) });

function fieldAnswers(errors: Record<string, string>) {
  const errorCodes = fieldCodesOf(errors);
  return { errors, ...(errorCodes ? { errorCodes } : {}) };
}

function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      // Fastify's messages for 4xx describe the request, not our internals.
      return error.message || 'Bad request';
  }
}
