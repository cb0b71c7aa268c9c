import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// A person's rights over their data (issue 58, docs/privacy.md): a copy of it, its
// deletion, their consents; and Africa's Talking's incoming SMS, where a STOP reply lands.

/** Asks for a copy of everything held about the caller: a ZIP built in the background. */
export const startExport = defineContract({
  id: 'startExport',
  method: 'POST',
  path: '/api/user/export',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      responses: { 202: s.exportStartedResponseSchema, ...s.errors(401, 429) },
    })),
});

/** The caller's copies: building, ready (with the link) or expired. */
export const myExports = defineContract({
  id: 'myExports',
  method: 'GET',
  path: '/api/user/exports',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.dataExportsResponseSchema, ...s.errors(401) },
    })),
});

/** One ready copy's ZIP, for its owner only, while its link lasts. */
export const downloadExport = defineContract({
  id: 'downloadExport',
  method: 'GET',
  path: '/api/user/exports/:id/download',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      params: s.exportParamSchema,
      responses: {
        200: {
          raw: true,
          description: 'The ZIP: one JSON file per kind of data, and the photos',
          contentType: 'application/zip',
        },
        ...s.errors(400, 401, 404),
      },
    })),
});

/** Before deleting: what blocks it, what goes, and what the law keeps without the name. */
export const deletionPreview = defineContract({
  id: 'deletionPreview',
  method: 'GET',
  path: '/api/user/deletion',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.deletionPreviewSchema, ...s.errors(401) },
    })),
});

/** Deletes the caller's account: the password proves it is them. */
export const deleteMe = defineContract({
  id: 'deleteMe',
  method: 'DELETE',
  path: '/api/user',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      body: s.deleteAccountBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 409, 429) },
    })),
});

/** Every purpose, given or not. */
export const myConsents = defineContract({
  id: 'myConsents',
  method: 'GET',
  path: '/api/user/consents',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      responses: { 200: s.consentsResponseSchema, ...s.errors(401) },
    })),
});

/** Gives or withdraws one consent; withdrawing works at once. */
export const setConsent = defineContract({
  id: 'setConsent',
  method: 'PUT',
  path: '/api/user/consents',
  access: 'user',
  tag: 'privacy',
  schemas: () =>
    load().then((s) => ({
      body: s.consentBodySchema,
      responses: { 200: s.consentSavedResponseSchema, ...s.errors(400, 401) },
    })),
});

/** Africa's Talking's incoming SMS (form-encoded), at the address with the secret: STOP withdraws. */
export const smsInbound = defineContract({
  id: 'smsInbound',
  method: 'POST',
  path: '/api/sms/inbound/:token',
  access: 'public',
  tag: 'sms',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.smsTokenParamSchema,
      body: s.smsInboundSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 404) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const privacySummaries = {
  startExport: 'Ask for a copy of everything Nyumba holds about you (a ZIP, ready in minutes)',
  myExports: 'Your copies of your data and their links',
  downloadExport: 'Download one copy (its owner only, for 7 days)',
  deletionPreview: 'What deleting your account would remove, keep (by law) and what blocks it',
  deleteMe: 'Delete your account',
  myConsents: 'Your consents, every purpose listed',
  setConsent: 'Give or withdraw a consent',
  smsInbound: "Africa's Talking's incoming SMS: a STOP reply withdraws SMS consents",
};
