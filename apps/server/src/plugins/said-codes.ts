import { codeOf, type Said } from '@nyumba/domain';
import type { FastifyInstance } from 'fastify';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** A sentence's code and values, to spread beside it in an answer; nothing for words not in the register. */
export const saidOf = (message: string): Partial<Said> => codeOf(message) ?? {};

/** The codes of per-field messages, by field: undefined when none is a sentence of the register. */
export function fieldCodesOf(errors: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const codes = new Map<string, string>();
  for (const [field, message] of Object.entries(errors)) {
    const said = codeOf(message);
    if (said) codes.set(field, said.code);
  }
  return codes.size ? Object.fromEntries(codes) : undefined;
}

/**
 * Every JSON answer that says something (`message`) names it by its code too, so a client
 * in another language needs no English to translate it. Runs before the answer's schema
 * serialises it: the schemas carry `code` and `values` beside each `message`.
 */
export function registerSaidCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    if (!isRecord(payload) || typeof payload.message !== 'string' || payload.code !== undefined) return payload;
    return { ...payload, ...saidOf(payload.message) };
  });
}
