import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

/** Grants or takes back a lister's "Verified agent" badge; logged with the reason. */
export const setAgentBadge = defineContract({
  id: 'setAgentBadge',
  method: 'POST',
  path: '/api/moderation/users/:id/agent',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.userIdParamSchema,
      body: s.agentBadgeBodySchema,
      responses: { 200: s.agentBadgeResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** Every moderation decision about a user, newest first: who, when, what and why. */
export const moderationLog = defineContract({
  id: 'moderationLog',
  method: 'GET',
  path: '/api/moderation/users/:id/log',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.userIdParamSchema,
      responses: { 200: s.moderationLogResponseSchema, ...s.errors(400, 401, 403) },
    })),
});

/**
 * Moderators: rule between a listing held as a copy and the earlier listings it matched:
 * this one is the original (published; the others held as its copies) or the copy (kept held).
 */
export const ruleCopy = defineContract({
  id: 'ruleCopy',
  method: 'POST',
  path: '/api/moderation/listings/:id/copies',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.copyRulingBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

/** Agencies whose EARB firm number waits for a moderator's check against the board's register. */
export const agencyEarbQueue = defineContract({
  id: 'agencyEarbQueue',
  method: 'GET',
  path: '/api/moderation/agencies',
  access: 'moderator',
  tag: 'moderation',
  schemas: () => load().then((s) => ({ responses: { 200: s.agencyEarbQueueResponseSchema, ...s.errors(401, 403) } })),
});

/** Marks an agency's EARB firm number checked (or not), logged with the reason. */
export const checkAgencyEarb = defineContract({
  id: 'checkAgencyEarb',
  method: 'POST',
  path: '/api/moderation/agencies/:id/earb',
  access: 'moderator',
  tag: 'moderation',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      body: s.agencyEarbBodySchema,
      responses: { 200: s.agencyEarbResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const moderationSummaries = {
  setAgentBadge: 'Moderators: grant or take back the "Verified agent" badge after checking the EARB number',
  moderationLog: 'Moderators: the decisions about a user, newest first (who, when, what, why)',
  agencyEarbQueue: 'Moderators: agencies whose EARB firm number waits for a check, oldest first',
  checkAgencyEarb: "Moderators: mark an agency's EARB firm number checked against the register, or not",
  ruleCopy: 'Moderators: rule a listing held as a copy the original (the earlier match is held instead) or the copy',
};
