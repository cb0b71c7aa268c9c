import { z } from 'zod';
import { decimalNumber } from './numbers.ts';

/**
 * Beside a sentence in an answer: its code in the register (core/sentences) and the values
 * worked out for this answer. Absent for words that are not Nyumba's own sentences.
 */
export const saidFields = {
  code: z.string().optional().describe('The sentence’s code, to translate or act on it without reading the words'),
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('What the sentence says that is worked out per answer (`minutes`: the wait of a refusal)'),
};

// Shapes every endpoint shares. Errors: {success:false, message, code?, values?,
// errors?:{field: message}, errorCodes?:{field: code}}.
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  ...saidFields,
  errors: z.record(z.string(), z.string()).optional(),
  errorCodes: z.record(z.string(), z.string()).optional().describe('The code of each field’s message, by field'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string(), ...saidFields });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The process is running and its event loop answers; nothing else is checked. */
export const liveResponseSchema = z.object({ success: z.literal(true), status: z.literal('live') });

/** This server can take traffic: its database answers and has every migration it expects. */
export const readyResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
});

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

// A negative or non-numeric limit is a client bug worth a 400; a huge one is
// simply capped so old clients asking for "everything" still work.
export const limitSchema = decimalNumber('limit must be a number')
  .pipe(z.number().int({ error: 'limit must be a whole number' }).min(1, { error: 'limit must be at least 1' }))
  .transform((value) => Math.min(value, MAX_PAGE_SIZE));

export const pageQuerySchema = z.object({
  limit: limitSchema.default(DEFAULT_PAGE_SIZE),
  /** Opaque keyset cursor from a previous answer's nextCursor. */
  cursor: z.string().max(200).optional(),
  /** Offset paging, kept for clients that count. */
  startIndex: decimalNumber('startIndex must be a number')
    .pipe(
      z
        .number()
        .int({ error: 'startIndex must be a whole number' })
        .min(0, { error: 'startIndex must be 0 or more' })
        .max(100_000, { error: 'startIndex must be at most 100000' }),
    )
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  image_urls: z.array(z.string()).min(1),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** An OpenAPI 3 document: its own standard, so only its frame is checked here. */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .loose();

/** What the web app needs to know about the server's configuration. */
export const publicConfigSchema = z.object({
  imageBaseUrl: z.string(),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  googleSignIn: z.boolean(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** What featuring a listing costs, in shillings, by days; null where payments are off. */
  featurePrices: z.object({ 7: z.number(), 30: z.number() }).nullable(),
  /** Payments go to the Daraja simulator (no real money): every payment screen says so. */
  paymentsTestMode: z.boolean(),
  /** WhatsApp notices are on (config WHATSAPP_*): Settings offers them. */
  whatsapp: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
