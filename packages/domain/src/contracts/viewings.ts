import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Viewings of homes to rent or buy (issue 33): the lister's times, a seeker's booking, the answer.

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
  requestViewing:
    'Book a viewing slot: confirmed at once or waiting 24 hours for the lister, written in the conversation',
  myViewings: 'The caller’s viewings, as seeker and as lister, waiting ones first (or one conversation’s)',
  answerViewing: 'The lister: confirm or decline a viewing',
  cancelViewing: 'Either side: cancel a viewing before its time, with a reason',
  viewingOutcome: 'Either side, after the time: the viewing happened, or the seeker did not come',
};
