import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Agencies and listers' figures (docs/agencies.md): an agency, its members by invitation, its
// shared leads, its dashboard and bulk import; a listing's figures for its lister.

export const createAgency = defineContract({
  id: 'createAgency',
  method: 'POST',
  path: '/api/agencies',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      body: s.agencyBodySchema,
      responses: { 201: s.agencyResponseSchema, ...s.errors(400, 401, 403, 429) },
    })),
});

export const myAgencies = defineContract({
  id: 'myAgencies',
  method: 'GET',
  path: '/api/agencies',
  access: 'user',
  tag: 'agencies',
  schemas: () => load().then((s) => ({ responses: { 200: s.agenciesResponseSchema, ...s.errors(401) } })),
});

export const agency = defineContract({
  id: 'agency',
  method: 'GET',
  path: '/api/agencies/:id',
  access: 'public',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      responses: { 200: s.agencyResponseSchema, ...s.errors(400, 404) },
    })),
});

export const agencyListings = defineContract({
  id: 'agencyListings',
  method: 'GET',
  path: '/api/agencies/:id/listings',
  access: 'public',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      query: s.pageQuerySchema,
      responses: { 200: s.listingListResponseSchema, ...s.errors(400) },
    })),
});

export const updateAgency = defineContract({
  id: 'updateAgency',
  method: 'PUT',
  path: '/api/agencies/:id',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      body: s.agencyBodySchema,
      responses: { 200: s.agencyResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const inviteToAgency = defineContract({
  id: 'inviteToAgency',
  method: 'POST',
  path: '/api/agencies/:id/invites',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      body: s.agencyInviteBodySchema,
      responses: { 201: s.agencyInviteResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

export const viewAgencyInvite = defineContract({
  id: 'viewAgencyInvite',
  method: 'GET',
  path: '/api/agencies/invites/:token',
  access: 'public',
  tag: 'agencies',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.inviteTokenParamSchema,
      responses: { 200: s.inviteViewResponseSchema, ...s.errors(400, 404, 410) },
    })),
});

export const acceptAgencyInvite = defineContract({
  id: 'acceptAgencyInvite',
  method: 'POST',
  path: '/api/agencies/invites/:token/accept',
  access: 'user',
  tag: 'agencies',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.inviteTokenParamSchema,
      responses: { 200: s.agencyResponseSchema, ...s.errors(400, 401, 403, 404, 409, 410) },
    })),
});

export const changeAgencyMember = defineContract({
  id: 'changeAgencyMember',
  method: 'PATCH',
  path: '/api/agencies/:id/members/:userId',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyMemberParamSchema,
      body: s.agencyMemberBodySchema,
      responses: { 200: s.agencyResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const removeAgencyMember = defineContract({
  id: 'removeAgencyMember',
  method: 'DELETE',
  path: '/api/agencies/:id/members/:userId',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyMemberParamSchema,
      responses: { 200: s.agencyResponseSchema, ...s.errors(400, 401, 403, 404, 409) },
    })),
});

export const agencyLeads = defineContract({
  id: 'agencyLeads',
  method: 'GET',
  path: '/api/agencies/:id/leads',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      responses: { 200: s.leadsResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const updateAgencyLead = defineContract({
  id: 'updateAgencyLead',
  method: 'POST',
  path: '/api/agencies/:id/leads/:kind/:refId',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyLeadParamSchema,
      body: s.leadUpdateBodySchema,
      responses: { 200: s.leadResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const agencyStats = defineContract({
  id: 'agencyStats',
  method: 'GET',
  path: '/api/agencies/:id/stats',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      query: s.statsQuerySchema,
      responses: { 200: s.statsResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const agencyStatsCsv = defineContract({
  id: 'agencyStatsCsv',
  method: 'GET',
  path: '/api/agencies/:id/stats.csv',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      query: s.statsQuerySchema,
      responses: { 200: s.file('text/csv', 'Each listing’s figures by day'), ...s.errors(400, 401, 403, 404) },
    })),
});

export const agencyChart = defineContract({
  id: 'agencyChart',
  method: 'GET',
  path: '/api/agencies/:id/chart.svg',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      query: s.statsQuerySchema,
      responses: { 200: s.file('image/svg+xml', 'Views and enquiries by day, drawn'), ...s.errors(400, 401, 403, 404) },
    })),
});

export const importAgencyListings = defineContract({
  id: 'importAgencyListings',
  method: 'POST',
  path: '/api/agencies/:id/import',
  access: 'user',
  tag: 'agencies',
  multipartFile: 'file',
  schemas: () =>
    load().then((s) => ({
      params: s.agencyParamSchema,
      responses: { 200: s.importResponseSchema, ...s.errors(400, 401, 403, 404, 413, 429) },
    })),
});

export const listingStats = defineContract({
  id: 'listingStats',
  method: 'GET',
  path: '/api/stats/listings/:id',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      query: s.statsQuerySchema,
      responses: { 200: s.statsResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

export const listingChart = defineContract({
  id: 'listingChart',
  method: 'GET',
  path: '/api/stats/listings/:id/chart.svg',
  access: 'user',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      query: s.statsQuerySchema,
      responses: { 200: s.file('image/svg+xml', 'Views and enquiries by day, drawn'), ...s.errors(400, 401, 403, 404) },
    })),
});

export const countImpressions = defineContract({
  id: 'countImpressions',
  method: 'POST',
  path: '/api/stats/impressions',
  access: 'public',
  tag: 'agencies',
  schemas: () =>
    load().then((s) => ({
      body: s.impressionsBodySchema,
      responses: { 200: s.countedResponseSchema, ...s.errors(400, 429) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const agenciesSummaries = {
  createAgency: 'Create an agency (name, a number you proved, area, EARB firm number): you are its owner',
  myAgencies: 'The agencies the caller belongs to, with their role',
  agency: 'An agency’s public page: its agents, listings count, response time and reviews',
  agencyListings: 'An agency’s public listings, newest first, a page at a time',
  updateAgency: 'Owners: change the agency’s details and its lead hand-over time',
  inviteToAgency: 'Owners and managers: invite by e-mail or proven phone number, with a role',
  viewAgencyInvite: 'What an invitation offers, before accepting it',
  acceptAgencyInvite: 'Accept an invitation sent to your e-mail address or proven number',
  changeAgencyMember: 'Owners and managers: change a member’s role',
  removeAgencyMember: 'Remove a member (or leave): their listings and leads go to an owner',
  agencyLeads: 'The agency’s leads: all for owners and managers, their own for agents and caretakers',
  updateAgencyLead: 'A lead’s status, its agent (managers) or a note for the agency',
  agencyStats: 'Owners and managers: the agency’s figures by day, per agent and per listing, against the area',
  agencyStatsCsv: 'The same figures as CSV, a row per listing and day',
  agencyChart: 'The agency’s views and enquiries by day as an SVG chart',
  importAgencyListings: 'Owners and managers: up to 1,000 listings from a CSV or XML feed, known by externalId',
  listingStats: 'A listing’s figures by day for its lister (or its agency), against similar listings in its area',
  listingChart: 'A listing’s views and enquiries by day as an SVG chart',
  countImpressions: 'Listings shown in a list: counted once per visitor a day for their listers',
};
