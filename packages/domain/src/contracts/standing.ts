import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Honest labels and what a person confirms (issue 58, docs/privacy.md): a landlord answers
// the caretaker who named their number; 18 or older before listing or paying; a newer
// version of the terms; documents for a check, sealed and read by moderators only.

/** Caretakers who named the caller's proven number as their landlord's, waiting for an answer. */
export const caretakerRequests = defineContract({
  id: 'caretakerRequests',
  method: 'GET',
  path: '/api/user/caretaker-requests',
  access: 'user',
  tag: 'users',
  schemas: () => load().then((s) => ({ responses: { 200: s.caretakerRequestsResponseSchema, ...s.errors(401) } })),
});

/** The landlord confirms (or refuses) that someone is their caretaker. */
export const answerCaretaker = defineContract({
  id: 'answerCaretaker',
  method: 'POST',
  path: '/api/user/caretaker-requests/:id',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.caretakerAnswerBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** "I am 18 or older", once, for an account that has not said so (accounts made before it). */
export const confirmAdult = defineContract({
  id: 'confirmAdult',
  method: 'POST',
  path: '/api/user/adult',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.adultBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401) },
    })),
});

/** Accepts the current terms (the app shows a newer version once). */
export const acceptTerms = defineContract({
  id: 'acceptTerms',
  method: 'POST',
  path: '/api/user/terms',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.termsBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 409) },
    })),
});

/** Uploads a document for a check (multipart: field "file", field "kind"): sealed at rest. */
export const uploadCheckDocument = defineContract({
  id: 'uploadCheckDocument',
  method: 'POST',
  path: '/api/user/documents',
  access: 'user',
  tag: 'users',
  multipartFile: 'file',
  schemas: () =>
    load().then((s) => ({
      responses: { 201: s.checkDocumentAnswerSchema, ...s.errors(400, 401, 409, 413, 415, 429) },
    })),
});

/** The caller's documents waiting for, or kept after, a check. */
export const myCheckDocuments = defineContract({
  id: 'myCheckDocuments',
  method: 'GET',
  path: '/api/user/documents',
  access: 'user',
  tag: 'users',
  schemas: () => load().then((s) => ({ responses: { 200: s.checkDocumentsResponseSchema, ...s.errors(401) } })),
});

/** Deletes one of the caller's documents at once. */
export const deleteCheckDocument = defineContract({
  id: 'deleteCheckDocument',
  method: 'DELETE',
  path: '/api/user/documents/:id',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

/** Moderators: an account's documents, and who opened each. */
export const userCheckDocuments = defineContract({
  id: 'userCheckDocuments',
  method: 'GET',
  path: '/api/moderation/users/:id/documents',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.moderatorDocumentsResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** Moderators: one document, opened (and the opening logged). */
export const openCheckDocument = defineContract({
  id: 'openCheckDocument',
  method: 'GET',
  path: '/api/moderation/documents/:id',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: {
        200: {
          raw: true,
          description: 'The document as uploaded (a JPEG or a PDF)',
          contentType: 'application/octet-stream',
        },
        ...s.errors(400, 401, 403, 404),
      },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const standingSummaries = {
  caretakerRequests: 'Caretakers who named your proven number as their landlord’s',
  answerCaretaker: 'Confirm or refuse that someone is your caretaker',
  confirmAdult: 'Confirm you are 18 or older (needed to list or pay)',
  acceptTerms: 'Accept the current terms',
  uploadCheckDocument: 'Upload a document for a check (sealed; moderators only)',
  myCheckDocuments: 'Your documents for checks',
  deleteCheckDocument: 'Delete one of your documents',
  userCheckDocuments: 'Moderators: an account’s documents and who opened them',
  openCheckDocument: 'Moderators: open one document (each opening is logged)',
};
