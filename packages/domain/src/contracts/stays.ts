import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Stays at a bnb (issue 33): the calendar, a guest's request, the host's answer, the feeds.

/** What a guest may ask for: the nights taken and the host's rules, for a year from today. */
export const stayCalendar = defineContract({
  id: 'stayCalendar',
  method: 'GET',
  path: '/api/listing/:id/stays/calendar',
  access: 'public',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.stayCalendarResponseSchema, ...s.errors(400, 404) },
    })),
});

export const hostCalendar = defineContract({
  id: 'hostCalendar',
  method: 'GET',
  path: '/api/listing/:id/stays/settings',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.hostCalendarResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const saveHostCalendar = defineContract({
  id: 'saveHostCalendar',
  method: 'PUT',
  path: '/api/listing/:id/stays/settings',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.stayCalendarBodySchema,
      responses: { 200: s.hostCalendarResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const requestStay = defineContract({
  id: 'requestStay',
  method: 'POST',
  path: '/api/stays',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      body: s.stayRequestBodySchema,
      responses: { 201: s.stayResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

export const myStays = defineContract({
  id: 'myStays',
  method: 'GET',
  path: '/api/stays',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      query: s.stayListQuerySchema,
      responses: { 200: s.stayListResponseSchema, ...s.errors(400, 401) },
    })),
});

export const answerStay = defineContract({
  id: 'answerStay',
  method: 'POST',
  path: '/api/stays/:id/answer',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.stayAnswerBodySchema,
      responses: { 200: s.stayResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

export const cancelStay = defineContract({
  id: 'cancelStay',
  method: 'POST',
  path: '/api/stays/:id/cancel',
  access: 'user',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.stayCancelBodySchema,
      responses: { 200: s.stayResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

/** Nyumba's calendar of one bnb for other sites (Airbnb, Booking.com, a phone's calendar). */
export const stayFeed = defineContract({
  id: 'stayFeed',
  method: 'GET',
  path: '/api/stays/feed/:token',
  access: 'public',
  tag: 'stays',
  schemas: () =>
    load().then((s) => ({
      params: s.stayFeedParamSchema,
      responses: { 200: s.file('text/calendar', 'An iCalendar feed of the nights taken'), ...s.errors(404) },
    })),
});

export const staysSummaries = {
  stayCalendar: 'A bnb’s taken nights and its rules (shortest and longest stay, times), for a year from today',
  hostCalendar: 'The host: their bnb’s calendar settings, blocked nights and calendar links',
  saveHostCalendar: 'The host: save the shortest and longest stay, times, blocked nights and a calendar to import',
  requestStay: 'Ask for dates at a bnb: holds the nights for 24 hours and writes to the host',
  myStays: 'The caller’s stays, as guest and as host, newest first (or one conversation’s)',
  answerStay: 'The host: accept or decline a request',
  cancelStay: 'Either side: cancel a request or an accepted stay, with a reason',
  stayFeed: 'A bnb’s calendar as iCalendar, at its secret address',
};
