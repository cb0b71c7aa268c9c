import {
  answerTenancy as answerContract,
  cancelTenancy as cancelContract,
  decideTenancy as decideContract,
  myTenancies,
  payTenancy as payContract,
  requestTenancy as requestContract,
  signTenancy as signContract,
  tenancy as tenancyContract,
  tenancyAgreementPdf,
  tenancyDeductions,
  tenancyInventoryAnswer,
  tenancyKeys,
  tenancyMoveOut,
  tenancyNotice,
  tenancyProblem,
  tenancyQueue as queueContract,
  tenancySignCode,
  tenancyTerms,
  TENANCY_ACCEPTED,
  TENANCY_CANCELLED,
  TENANCY_CODE_SENT,
  TENANCY_DECIDED,
  TENANCY_DECLINED,
  TENANCY_DEDUCTIONS_ACCEPTED,
  TENANCY_DEDUCTIONS_DISPUTED,
  TENANCY_INVENTORY_ANSWERED,
  TENANCY_KEYS_CONFIRMED,
  TENANCY_MOVE_OUT_RECORDED,
  TENANCY_NOTICE_GIVEN,
  TENANCY_NO_AGREEMENT,
  TENANCY_NOTICE_PROPOSED,
  TENANCY_PAY_SENT,
  TENANCY_PROBLEM_REPORTED,
  TENANCY_REQUESTED,
  TENANCY_SIGNED,
  TENANCY_TERMS_SAVED,
} from '@nyumba/domain';
import { assertAdult } from '../auth/index.ts';
import { expectedTotalOf } from '../payments/index.ts';
import type { AppInstance } from '../../app-types.ts';
import type { UserRow } from '../../db/schema.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { isModerator, PRIVATE_NO_STORE, requireModerator, requireUser } from '../../plugins/session.ts';
import { conflict } from '../../lib/http-errors.ts';
import { route } from '../../route.ts';
import { agreementPdf } from './agreement-pdf.ts';
import { tenancyDeps } from './deps.ts';
import { cancelTenancy, decideTenancy, payTenancy, reportProblem } from './money-service.ts';
import { answerDeductions, answerInventory, confirmKeys, giveNotice, recordMoveOut } from './move-service.ts';
import { answerTenancy, editTerms, requestTenancy } from './request-service.ts';
import { sendSignCode, sign } from './signing.ts';
import { tenanciesOf, tenancyFor, tenancyQueue, viewTenancies, type TenancyRow } from './tenancy-read.ts';

/** Requests one account may make in an hour: a family looking at a few homes, not a script holding a street. */
const REQUESTS_PER_HOUR = 10;

export async function tenancyRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const deps = (request: { log: Parameters<typeof tenancyDeps>[1] }) => tenancyDeps(app, request.log);
  const testMode = (request: { log: Parameters<typeof tenancyDeps>[1] }) => deps(request).payments?.testMode ?? false;
  /** One tenancy's answer for the caller, with a sentence when there is one. */
  const answer = async (
    request: Parameters<typeof testMode>[0],
    row: TenancyRow,
    viewer: UserRow,
    message?: string,
  ) => {
    const [tenancy] = await viewTenancies(db, [row], viewer.id, testMode(request));
    return { success: true as const, tenancy: tenancy!, ...(message ? { message } : {}) };
  };
  const reload = async (request: Parameters<typeof testMode>[0], id: string, viewer: UserRow, message?: string) =>
    answer(request, (await tenancyFor(db, id, viewer)).row, viewer, message);

  route(
    app,
    requestContract,
    async (request, reply) => {
      const tenant = await requireUser(request);
      const row = await requestTenancy(deps(request), tenant, request.body, request.ip);
      return reply.code(201).send(await answer(request, row, tenant, TENANCY_REQUESTED));
    },
    { rateLimit: perSessionPerHour(REQUESTS_PER_HOUR, 'booking requests') },
  );

  route(app, myTenancies, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, tenancies: await tenanciesOf(db, user.id, testMode(request)) };
  });

  route(app, tenancyContract, async (request) => {
    const user = await requireUser(request);
    const { row } = await tenancyFor(db, request.params.id, { id: user.id, moderator: isModerator(config, user) });
    return answer(request, row, user);
  });

  route(app, answerContract, async (request) => {
    const lister = await requireUser(request);
    const row = await answerTenancy(deps(request), lister, request.params.id, request.body);
    return answer(request, row, lister, row.status === 'declined' ? TENANCY_DECLINED : TENANCY_ACCEPTED);
  });

  route(app, tenancyTerms, async (request) => {
    const lister = await requireUser(request);
    return answer(
      request,
      await editTerms(deps(request), lister, request.params.id, request.body),
      lister,
      TENANCY_TERMS_SAVED,
    );
  });

  route(app, tenancySignCode, async (request) => {
    const user = await requireUser(request);
    await sendSignCode(deps(request), user, request.params.id, request.ip);
    return reload(request, request.params.id, user, TENANCY_CODE_SENT);
  });

  route(app, signContract, async (request) => {
    const user = await requireUser(request);
    await sign(deps(request), user, request.params.id, request.body.code, request.ip);
    return reload(request, request.params.id, user, TENANCY_SIGNED);
  });

  route(app, tenancyAgreementPdf, async (request, reply) => {
    const user = await requireUser(request);
    const { tenancy } = await reload(request, request.params.id, user);
    if (!tenancy.agreement) throw conflict(TENANCY_NO_AGREEMENT);
    const file = await agreementPdf({
      title: `Tenancy agreement: ${tenancy.listingName}`,
      text: tenancy.agreement.text,
      hash: tenancy.agreement.hash,
      signatures: tenancy.agreement.signatures,
      madeAt: new Date().toISOString(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="nyumba-tenancy-${tenancy.id.slice(0, 8)}.pdf"`)
      .header('cache-control', PRIVATE_NO_STORE)
      .send(Buffer.from(file));
  });

  route(
    app,
    payContract,
    async (request) => {
      const tenant = await requireUser(request);
      assertAdult(tenant);
      await payTenancy(deps(request), tenant, request.params.id, new Date(), expectedTotalOf(request.body));
      return reload(request, request.params.id, tenant, TENANCY_PAY_SENT);
    },
    { rateLimit: perSessionPerHour(20, 'payment prompts') },
  );

  route(app, tenancyKeys, async (request) => {
    const tenant = await requireUser(request);
    const row = await confirmKeys(deps(request), tenant, request.params.id, request.body.inventory);
    return answer(request, row, tenant, TENANCY_KEYS_CONFIRMED);
  });

  route(app, tenancyInventoryAnswer, async (request) => {
    const lister = await requireUser(request);
    const row = await answerInventory(deps(request), lister, request.params.id, request.body);
    return answer(request, row, lister, TENANCY_INVENTORY_ANSWERED);
  });

  route(app, tenancyProblem, async (request) => {
    const tenant = await requireUser(request);
    const row = await reportProblem(deps(request), tenant, request.params.id, request.body);
    return answer(request, row, tenant, TENANCY_PROBLEM_REPORTED);
  });

  route(app, cancelContract, async (request) => {
    const user = await requireUser(request);
    const row = await cancelTenancy(deps(request), user, request.params.id, request.body.reason ?? '');
    return answer(request, row, user, TENANCY_CANCELLED);
  });

  route(app, tenancyNotice, async (request) => {
    const user = await requireUser(request);
    const row = await giveNotice(deps(request), user, request.params.id, request.body.moveOut);
    return answer(request, row, user, row.status === 'ending' ? TENANCY_NOTICE_GIVEN : TENANCY_NOTICE_PROPOSED);
  });

  route(app, tenancyMoveOut, async (request) => {
    const lister = await requireUser(request);
    const row = await recordMoveOut(deps(request), lister, request.params.id, request.body);
    return answer(request, row, lister, TENANCY_MOVE_OUT_RECORDED);
  });

  route(app, tenancyDeductions, async (request) => {
    const tenant = await requireUser(request);
    const row = await answerDeductions(deps(request), tenant, request.params.id, request.body);
    return answer(
      request,
      row,
      tenant,
      request.body.answer === 'accept' ? TENANCY_DEDUCTIONS_ACCEPTED : TENANCY_DEDUCTIONS_DISPUTED,
    );
  });

  route(app, queueContract, async (request) => {
    const { user } = await requireModerator(request, config);
    return { success: true as const, tenancies: await tenancyQueue(db, user.id, testMode(request)) };
  });

  route(app, decideContract, async (request) => {
    const { user } = await requireModerator(request, config);
    const row = await decideTenancy(deps(request), user, request.params.id, request.body);
    return answer(request, row, user, TENANCY_DECIDED);
  });
}
