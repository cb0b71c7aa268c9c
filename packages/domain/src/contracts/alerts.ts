import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

/** The caller's saved-search alerts, newest first, each with its count of new listings. */
export const myAlerts = defineContract({
  id: 'myAlerts',
  method: 'GET',
  path: '/api/alerts',
  access: 'user',
  tag: 'alerts',
  schemas: () => load().then((s) => ({ responses: { 200: s.alertListResponseSchema, ...s.errors(401) } })),
});

/** Save a search (or the map's view) as an alert. */
export const createAlert = defineContract({
  id: 'createAlert',
  method: 'POST',
  path: '/api/alerts',
  access: 'user',
  tag: 'alerts',
  schemas: () =>
    load().then((s) => ({
      body: s.alertBodySchema,
      // 200: the caller already had an alert for this very search (it is answered, unchanged).
      responses: { 201: s.alertResponseSchema, 200: s.alertResponseSchema, ...s.errors(400, 401, 409, 429) },
    })),
});

/** Rename, pause or resume an alert, or change how often it mails. */
export const updateAlert = defineContract({
  id: 'updateAlert',
  method: 'PUT',
  path: '/api/alerts/:id',
  access: 'user',
  tag: 'alerts',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.alertUpdateBodySchema,
      responses: { 200: s.alertResponseSchema, ...s.errors(400, 401, 404) },
    })),
});

// One of the caller's alerts by id, no body: deleting it, or marking it opened.
const oneAlert = <const A extends 'delete' | 'alert'>(answer: A) =>
  load().then((s) => ({
    params: s.idParamSchema,
    responses: {
      200: (answer === 'delete' ? s.alertDeleteResponseSchema : s.alertResponseSchema) as A extends 'delete'
        ? typeof s.alertDeleteResponseSchema
        : typeof s.alertResponseSchema,
      ...s.errors(400, 401, 404),
    },
  }));

export const deleteAlert = defineContract({
  id: 'deleteAlert',
  method: 'DELETE',
  path: '/api/alerts/:id',
  access: 'user',
  tag: 'alerts',
  schemas: () => oneAlert('delete'),
});

/** The owner opened the alert's results: its count of new listings starts again from now. */
export const openAlert = defineContract({
  id: 'openAlert',
  method: 'POST',
  path: '/api/alerts/:id/opened',
  access: 'user',
  tag: 'alerts',
  schemas: () => oneAlert('alert'),
});

/**
 * The e-mail's one-click unsubscribe (RFC 8058): no sign-in, the link's token is the proof.
 * Mail clients POST `List-Unsubscribe=One-Click` as a form; the page posts JSON `{}`.
 */
export const unsubscribeAlert = defineContract({
  id: 'unsubscribeAlert',
  method: 'POST',
  path: '/api/alerts/unsubscribe',
  access: 'public',
  secrets: ['token'],
  tag: 'alerts',
  schemas: () =>
    load().then((s) => ({
      query: s.unsubscribeQuerySchema,
      responses: { 200: s.unsubscribeResponseSchema, ...s.errors(400, 404, 429) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const alertsSummaries = {
  myAlerts: "The caller's saved-search alerts, each with its count of new listings since last opened",
  createAlert: 'Save a search (text, type, area, bedrooms, price, amenities, map area) as an e-mail alert',
  updateAlert: 'Rename, pause or resume an alert, or set how often it mails (instant, daily, weekly)',
  deleteAlert: 'Delete an alert',
  openAlert: "Mark an alert's results as seen: its new-listings count starts again",
  unsubscribeAlert: "One-click unsubscribe from an alert's e-mails, by the link's token (no sign-in)",
};
