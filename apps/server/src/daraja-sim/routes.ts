import type { FastifyInstance, FastifyReply } from 'fastify';
import { phonePage, PHONE_SCRIPT, PHONE_STYLE } from './phone-page.ts';
import type { DarajaSimulator } from './simulator.ts';

/**
 * Daraja's endpoints as the simulator answers them, and the simulated phone's page. Errors
 * take Daraja's shape ({ requestId, errorCode, errorMessage }); a request Daraja would refuse
 * (a wrong password, a bad number, a missing field) is refused the same way, so the client's
 * wire format is checked on every call.
 */
export function simulatorRoutes(sim: DarajaSimulator, options: { control?: boolean } = {}) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
      reply.code(status).send({ requestId: `sim-${Date.now()}`, errorCode, errorMessage });
    // Where Daraja will post the result and the queue's timeout: both absolute web addresses.
    const badCallbackUrl = (body: Record<string, unknown>) =>
      (['ResultURL', 'QueueTimeOutURL'] as const).find(
        (url) => typeof body[url] !== 'string' || !/^https?:\/\/\S+$/.test(body[url]),
      );
    const bad = (reply: FastifyReply, what: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${what}`);

    app.get('/oauth/v1/generate', async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [key, secret] = Buffer.from(basic ?? '', 'base64')
        .toString()
        .split(':');
      if (query.grant_type !== 'client_credentials') return bad(reply, 'grant type');
      if (key !== sim.options.consumerKey || secret !== sim.options.consumerSecret)
        return fail(reply, 400, '400.008.01', 'Invalid Authentication passed');
      return sim.issueToken();
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || !request.url.includes('/mpesa/')) return;
      if (!sim.validToken(request.headers.authorization)) return fail(reply, 401, '404.001.03', 'Invalid Access Token');
    });

    app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { options } = sim;
      if (sim.faults.busyPushes > 0) {
        sim.faults.busyPushes -= 1;
        return fail(reply, 500, '500.003.02', 'System is busy. Please try again in few minutes.');
      }
      if (String(body.BusinessShortCode) !== options.shortcode) return bad(reply, 'BusinessShortCode');
      if (typeof body.Timestamp !== 'string' || !/^\d{14}$/.test(body.Timestamp)) return bad(reply, 'Timestamp');
      if (body.Password !== sim.password(body.Timestamp)) return bad(reply, 'Password');
      if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline')
        return bad(reply, 'TransactionType');
      if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1 || body.Amount > 250_000)
        return bad(reply, 'Amount');
      const phone = String(body.PhoneNumber ?? '');
      if (!/^254(?:7|1)\d{8}$/.test(phone)) return bad(reply, 'PhoneNumber');
      if (String(body.PartyA) !== phone) return bad(reply, 'PartyA');
      if (String(body.PartyB) !== options.shortcode) return bad(reply, 'PartyB');
      if (typeof body.CallBackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.CallBackURL))
        return bad(reply, 'CallBackURL');
      if (typeof body.AccountReference !== 'string' || body.AccountReference.length > 12 || !body.AccountReference)
        return bad(reply, 'AccountReference');
      if (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 13 || !body.TransactionDesc)
        return bad(reply, 'TransactionDesc');
      const prompt = sim.push({
        phone,
        amount: body.Amount,
        callbackUrl: body.CallBackURL,
        accountReference: body.AccountReference,
        description: body.TransactionDesc,
      });
      if (sim.faults.slowPushAnswerMs > 0)
        await new Promise((resolve) => setTimeout(resolve, sim.faults.slowPushAnswerMs));
      return {
        MerchantRequestID: prompt.merchantId,
        CheckoutRequestID: prompt.checkoutId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      };
    });

    app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (String(body.BusinessShortCode) !== sim.options.shortcode) return bad(reply, 'BusinessShortCode');
      if (typeof body.Timestamp !== 'string' || body.Password !== sim.password(body.Timestamp))
        return bad(reply, 'Password');
      const prompt = sim.query(String(body.CheckoutRequestID ?? ''));
      if (!prompt) return bad(reply, 'CheckoutRequestID');
      if (prompt.status === 'waiting') return fail(reply, 500, '500.001.1001', 'The transaction is being processed');
      return {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: prompt.merchantId,
        CheckoutRequestID: prompt.checkoutId,
        ResultCode: String(prompt.resultCode),
        ResultDesc: prompt.resultDesc,
      };
    });

    app.post('/mpesa/b2c/v3/paymentrequest', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { options } = sim;
      if (typeof body.OriginatorConversationID !== 'string' || !body.OriginatorConversationID)
        return bad(reply, 'OriginatorConversationID');
      if (body.InitiatorName !== options.initiatorName) return bad(reply, 'InitiatorName');
      if (body.SecurityCredential !== options.securityCredential) return bad(reply, 'SecurityCredential');
      if (
        body.CommandID !== 'BusinessPayment' &&
        body.CommandID !== 'SalaryPayment' &&
        body.CommandID !== 'PromotionPayment'
      )
        return bad(reply, 'CommandID');
      if (
        typeof body.Amount !== 'number' ||
        !Number.isInteger(body.Amount) ||
        body.Amount < 10 ||
        body.Amount > 250_000
      )
        return bad(reply, 'Amount');
      if (String(body.PartyA) !== options.b2cShortcode) return bad(reply, 'PartyA');
      const phone = String(body.PartyB ?? '');
      if (!/^254(?:7|1)\d{8}$/.test(phone)) return bad(reply, 'PartyB');
      const badUrl = badCallbackUrl(body);
      if (badUrl) return bad(reply, badUrl);
      const payout = sim.payout({
        originatorId: body.OriginatorConversationID,
        phone,
        amount: body.Amount,
        resultUrl: body.ResultURL as string,
        timeoutUrl: body.QueueTimeOutURL as string,
      });
      return {
        ConversationID: payout.conversationId,
        OriginatorConversationID: payout.originatorId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    });

    app.post('/mpesa/transactionstatus/v1/query', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { options } = sim;
      if (body.Initiator !== options.initiatorName) return bad(reply, 'Initiator');
      if (body.SecurityCredential !== options.securityCredential) return bad(reply, 'SecurityCredential');
      if (body.CommandID !== 'TransactionStatusQuery') return bad(reply, 'CommandID');
      if (String(body.PartyA) !== options.b2cShortcode) return bad(reply, 'PartyA');
      if (String(body.IdentifierType) !== '4') return bad(reply, 'IdentifierType');
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      const originalId = text(body.OriginalConversationID);
      const transactionId = text(body.TransactionID);
      if (!originalId && !transactionId) return bad(reply, 'TransactionID');
      const badUrl = badCallbackUrl(body);
      if (badUrl) return bad(reply, badUrl);
      if (typeof body.Remarks !== 'string' || !body.Remarks || body.Remarks.length > 100) return bad(reply, 'Remarks');
      if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100))
        return bad(reply, 'Occasion');
      const query = sim.transactionStatus({
        originalId,
        transactionId,
        resultUrl: body.ResultURL as string,
        timeoutUrl: body.QueueTimeOutURL as string,
      });
      return {
        OriginatorConversationID: query.originatorId,
        ConversationID: query.conversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    });

    // The simulated phone: its page, its script and style (no inline code: the site's CSP),
    // the prompts waiting on a number, and the payer's answer.
    app.get('/phone', async (request, reply) => {
      const number = String((request.query as Record<string, unknown>).number ?? '');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(phonePage(number));
    });
    app.get('/phone.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(PHONE_SCRIPT));
    app.get('/phone.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(PHONE_STYLE));
    app.get('/phone/prompts', async (request, reply) => {
      const number = String((request.query as Record<string, unknown>).number ?? '').replace(/\D/g, '');
      const prompts = sim.waitingFor(number).map((p) => ({
        id: p.checkoutId,
        amount: p.amount,
        reference: p.accountReference,
        description: p.description,
      }));
      return reply.header('cache-control', 'no-store').send({ prompts });
    });
    app.post('/phone/prompts/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const action = (request.body as Record<string, unknown> | undefined)?.action;
      if (action !== 'approve' && action !== 'cancel' && action !== 'insufficient') return bad(reply, 'action');
      const prompt = sim.answer(id, action);
      if (!prompt) return fail(reply, 404, '404.001.01', 'No such prompt waiting');
      return { status: prompt.status, receipt: prompt.receipt };
    });

    if (options.control) {
      app.post('/control/faults', async (request) => {
        Object.assign(sim.faults, request.body ?? {});
        return sim.faults;
      });
    }
  };
}
