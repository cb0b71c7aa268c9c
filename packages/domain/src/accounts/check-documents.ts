import { z } from 'zod';

// Documents uploaded for a check (issue 58, docs/privacy.md "Check documents"): property
// papers and licences are sensitive personal data under Kenya's Data Protection Act, so
// they are sealed at rest, read by moderators only (each reading logged) and deleted 30
// days after the check they were for is decided.

export const CHECK_DOCUMENT_KINDS = ['earb-certificate', 'tra-licence', 'ownership'] as const;
export type CheckDocumentKind = (typeof CHECK_DOCUMENT_KINDS)[number];
export const CHECK_DOCUMENT_KIND_ERROR = `kind must be one of ${CHECK_DOCUMENT_KINDS.join(', ')}`;

/** A certificate photographed or scanned: a phone photo or a PDF, at most 5 MB. */
export const CHECK_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Kept this long after the decision, for an appeal; then deleted with its bytes. */
export const CHECK_DOCUMENT_KEEP_DAYS = 30;
/** How many documents one account may hold at once (each kind, a few pages). */
export const CHECK_DOCUMENTS_MAX = 10;

export const CHECK_DOCUMENT_TYPE_ERROR = 'Upload a photo (JPEG, PNG or WebP) or a PDF of the document';
export const CHECK_DOCUMENT_TOO_BIG = 'The document must be at most 5 MB';
export const CHECK_DOCUMENTS_TOO_MANY = 'You have 10 documents waiting for a check; delete one first';
export const CHECK_DOCUMENT_NOT_FOUND = 'Document not found';
export const CHECK_DOCUMENT_SAVED =
  'Uploaded. Only Nyumba moderators can open it; it is deleted 30 days after their check.';
export const CHECK_DOCUMENT_DELETED = 'Document deleted';

export const checkDocumentKindSchema = z.object({
  kind: z.enum(CHECK_DOCUMENT_KINDS, { error: CHECK_DOCUMENT_KIND_ERROR }),
});

export const checkDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(CHECK_DOCUMENT_KINDS),
  mime: z.string(),
  bytes: z.number(),
  createdAt: z.string(),
  /** When the check it was for was decided; it is deleted CHECK_DOCUMENT_KEEP_DAYS later. */
  decidedAt: z.string().nullable(),
  deleteAfter: z.string().nullable(),
});
export type CheckDocument = z.infer<typeof checkDocumentSchema>;

export const checkDocumentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: checkDocumentSchema,
});
export const checkDocumentsResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(checkDocumentSchema),
});
/** A moderator's list: the documents and who opened each, when. */
export const moderatorDocumentsResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(
    checkDocumentSchema.extend({
      reads: z.array(z.object({ moderator: z.string().nullable(), at: z.string() })),
    }),
  ),
});
