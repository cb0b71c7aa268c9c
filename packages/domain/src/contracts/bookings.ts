import { STAY_HOLD_HOURS, VIEWING_HOLD_HOURS } from '../bookings/hold-times.ts';
import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Bookings (issue 33): stays at a bnb (the calendar, a guest's request, the host's answer, the
// feeds) and viewings of a home (the lister's times, a seeker's booking, the answer).

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
  secrets: ['token'],
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
  requestStay: `Ask for dates at a bnb: holds the nights for ${STAY_HOLD_HOURS} hours and writes to the host`,
  myStays: 'The caller’s stays, as guest and as host, newest first (or one conversation’s)',
  answerStay: 'The host: accept or decline a request',
  cancelStay: 'Either side: cancel a request or an accepted stay, with a reason',
  stayFeed: 'A bnb’s calendar as iCalendar, at its secret address',
};

export const viewingSlots = defineContract({
  id: 'viewingSlots',
  method: 'GET',
  path: '/api/listing/:id/viewings/slots',
  access: 'public',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.viewingSlotsResponseSchema, ...s.errors(400, 404) },
    })),
});

export const viewingTimes = defineContract({
  id: 'viewingTimes',
  method: 'GET',
  path: '/api/listing/:id/viewings/times',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.viewingTimesResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const saveViewingTimes = defineContract({
  id: 'saveViewingTimes',
  method: 'PUT',
  path: '/api/listing/:id/viewings/times',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.viewingTimesBodySchema,
      responses: { 200: s.viewingTimesResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const requestViewing = defineContract({
  id: 'requestViewing',
  method: 'POST',
  path: '/api/viewings',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      body: s.viewingRequestBodySchema,
      responses: { 201: s.viewingResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

export const myViewings = defineContract({
  id: 'myViewings',
  method: 'GET',
  path: '/api/viewings',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      query: s.viewingListQuerySchema,
      responses: { 200: s.viewingListResponseSchema, ...s.errors(400, 401) },
    })),
});

export const answerViewing = defineContract({
  id: 'answerViewing',
  method: 'POST',
  path: '/api/viewings/:id/answer',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.viewingAnswerBodySchema,
      responses: { 200: s.viewingResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

export const cancelViewing = defineContract({
  id: 'cancelViewing',
  method: 'POST',
  path: '/api/viewings/:id/cancel',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.viewingCancelBodySchema,
      responses: { 200: s.viewingResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

export const viewingOutcome = defineContract({
  id: 'viewingOutcome',
  method: 'POST',
  path: '/api/viewings/:id/outcome',
  access: 'user',
  tag: 'viewings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.viewingOutcomeBodySchema,
      responses: { 200: s.viewingResponseSchema, ...s.errors(400, 401, 404, 409) },
    })),
});

export const viewingsSummaries = {
  viewingSlots: 'The free viewing times of a home to rent or buy, for four weeks from now',
  viewingTimes: 'The lister: their viewing times (weekly, one-off, days off, slot length, confirm automatically)',
  saveViewingTimes: 'The lister: save their viewing times',
  requestViewing: `Book a viewing slot: confirmed at once or waiting ${VIEWING_HOLD_HOURS} hours for the lister, written in the conversation`,
  myViewings: 'The caller’s viewings, as seeker and as lister, waiting ones first (or one conversation’s)',
  answerViewing: 'The lister: confirm or decline a viewing',
  cancelViewing: 'Either side: cancel a viewing before its time, with a reason',
  viewingOutcome: 'Either side, after the time: the viewing happened, or the seeker did not come',
};
