import {
  acceptAgencyInvite,
  agency as agencyContract,
  agencyChart,
  agencyLeads,
  agencyStats as agencyStatsContract,
  agencyStatsCsv,
  agencyEarbQueue as earbQueueContract,
  checkAgencyEarb as checkEarbContract,
  changeAgencyMember,
  createAgency as createContract,
  inviteToAgency,
  listingChart,
  listingStats as listingStatsContract,
  myAgencies,
  removeAgencyMember,
  updateAgency as updateContract,
  updateAgencyLead,
  viewAgencyInvite,
  AGENCY_CREATED,
  AGENCY_INVITE_SENT,
  AGENCY_JOINED,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireModerator, requireUser, viewerId } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { agenciesOf, agencyRow, createAgency, updateAgency, viewAgency } from './agency-service.ts';
import { drawChart } from './chart.ts';
import { agencyEarbQueue, checkAgencyEarb } from './earb-check.ts';
import { acceptInvite, inviteMember, viewInvite } from './invite-service.ts';
import { listLeads, updateLead } from './lead-service.ts';
import { changeRole, removeMember } from './member-service.ts';
import { agencyCsv, agencyStats, listingStats } from './stats-service.ts';

/** Agencies one account may create in an hour. */
const AGENCIES_PER_HOUR = 10;
/** Invitations one account may send in an hour. */
const INVITES_PER_HOUR = 30;

const PRIVATE = 'private, no-store';

export async function agencyRoutes(app: AppInstance): Promise<void> {
  const { db, config, jobs } = app.deps;
  const deps = { db, imageBaseUrl: config.IMAGE_BASE_URL };
  const answer = async (id: string, userId: string | undefined, message?: string) => ({
    success: true as const,
    agency: await viewAgency(db, await agencyRow(db, id), userId),
    ...(message ? { message } : {}),
  });

  route(
    app,
    createContract,
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await createAgency(deps, user.id, request.body);
      return reply.code(201).send(await answer(row.id, user.id, AGENCY_CREATED));
    },
    { rateLimit: perSessionPerHour(AGENCIES_PER_HOUR, 'agencies') },
  );

  route(app, myAgencies, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, agencies: await agenciesOf(db, user.id) };
  });

  route(app, agencyContract, async (request, reply) => {
    const userId = await viewerId(request);
    // A member's view carries every member and, for owners, the payout number.
    if (userId) reply.header('cache-control', PRIVATE);
    return answer(request.params.id, userId);
  });

  route(app, updateContract, async (request) => {
    const user = await requireUser(request);
    await updateAgency(deps, request.params.id, user.id, request.body);
    return answer(request.params.id, user.id);
  });

  route(
    app,
    inviteToAgency,
    async (request, reply) => {
      const user = await requireUser(request);
      const invite = await inviteMember({ db, jobs, log: request.log, config }, request.params.id, user, request.body);
      return reply.code(201).send({ success: true as const, invite, message: AGENCY_INVITE_SENT });
    },
    { rateLimit: perSessionPerHour(INVITES_PER_HOUR, 'invitations') },
  );

  route(app, viewAgencyInvite, async (request, reply) => {
    // Its link is a secret: no shared cache keeps it, and the browser asks again each time.
    reply.header('cache-control', 'private, no-cache');
    return { success: true as const, ...(await viewInvite(db, request.params.token)) };
  });

  route(app, acceptAgencyInvite, async (request) => {
    const user = await requireUser(request);
    const agencyId = await acceptInvite(db, request.params.token, user);
    return answer(agencyId, user.id, AGENCY_JOINED);
  });

  route(app, changeAgencyMember, async (request) => {
    const user = await requireUser(request);
    await changeRole(db, request.params.id, user.id, request.params.userId, request.body.role);
    return answer(request.params.id, user.id);
  });

  route(app, removeAgencyMember, async (request) => {
    const user = await requireUser(request);
    await removeMember(db, request.params.id, user.id, request.params.userId);
    return answer(request.params.id, user.id);
  });

  route(app, agencyLeads, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', PRIVATE);
    return { success: true as const, leads: await listLeads(db, request.params.id, user.id) };
  });

  route(app, updateAgencyLead, async (request) => {
    const user = await requireUser(request);
    const { id, kind, refId } = request.params;
    return { success: true as const, lead: await updateLead(db, id, user.id, kind, refId, request.body) };
  });

  route(app, agencyStatsContract, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', PRIVATE);
    const { stats } = await agencyStats(db, request.params.id, user.id, request.query.days);
    return { success: true as const, stats };
  });

  route(app, agencyStatsCsv, async (request, reply) => {
    const user = await requireUser(request);
    const csv = await agencyCsv(db, request.params.id, user.id, request.query.days);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="nyumba-agency-${request.query.days}-days.csv"`)
      .header('cache-control', PRIVATE)
      .send(csv);
  });

  route(app, agencyChart, async (request, reply) => {
    const user = await requireUser(request);
    const { stats } = await agencyStats(db, request.params.id, user.id, request.query.days);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', PRIVATE)
      .send(drawChart(stats, `Views and enquiries, last ${stats.days} days`));
  });

  route(app, listingStatsContract, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', PRIVATE);
    return { success: true as const, stats: await listingStats(db, request.params.id, user.id, request.query.days) };
  });

  route(app, listingChart, async (request, reply) => {
    const user = await requireUser(request);
    const stats = await listingStats(db, request.params.id, user.id, request.query.days);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', PRIVATE)
      .send(drawChart(stats, `Views and enquiries, last ${stats.days} days`));
  });

  // Moderators: the EARB firm numbers waiting for a check, and the check itself.
  route(app, earbQueueContract, async (request) => {
    await requireModerator(request, config);
    return { success: true as const, agencies: await agencyEarbQueue(db) };
  });

  route(app, checkEarbContract, async (request) => {
    const { user } = await requireModerator(request, config);
    return { success: true as const, ...(await checkAgencyEarb(db, user, request.params.id, request.body)) };
  });
}
