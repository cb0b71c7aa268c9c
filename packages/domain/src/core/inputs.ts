import { z } from 'zod';
import { parsePreviewName, parseVariantName } from './image-url.ts';

// Path params and query strings of endpoints, beside the bodies in their concept
// modules. Kept out of those modules so that a page importing, say, a formatter
// from image.ts does not also evaluate zod schemas it never uses.

export const listingIdParamSchema = z.object({ listingId: z.uuid({ error: 'Not a valid listing id' }) });

/** A job's quote: /api/jobs/:id/quotes/:quoteId/... */
export const jobQuoteParamSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  quoteId: z.uuid({ error: 'Not a valid quote id' }),
});
export const ownerParamSchema = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });

// Any id is accepted here and compared with the session's: someone else's id, valid or
// not, answers 403 rather than revealing which ids exist.
export const accountParamSchema = z.object({ id: z.string().max(100) });

export const imageNameParamSchema = z.object({
  name: z.string().refine((name) => parseVariantName(name) !== null, { error: 'Not an image name' }),
});

export const previewNameParamSchema = z.object({
  name: z.string().refine((name) => parsePreviewName(name) !== null, { error: 'Not a preview image name' }),
});

// A return address we cannot use is ignored (home instead), never a reason to refuse the sign-in.
export const googleStartQuerySchema = z.object({ next: z.string().optional().catch(undefined) });

// The provider's answer is checked by openid-client from the raw query string.
export const googleCallbackQuerySchema = z
  .object({ state: z.string().max(500).optional(), error: z.string().max(200).optional() })
  .loose();
