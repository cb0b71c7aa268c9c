import { randomBytes } from 'node:crypto';
import { kenyanStamp } from '../lib/kenyan-stamp.ts';
import { STATUS_NOT_FOUND, type DarajaCredentials } from '../modules/payments/index.ts';
import {
  b2cResultOf,
  id,
  receipt,
  RESULT_TEXT,
  statusResultOf,
  stkCallbackOf,
  type Faults,
  type Payout,
  type Prompt,
  type PromptStatus,
  type StatusQuery,
} from './wire.ts';

/**
 * The Daraja simulator's state and behaviour (docs/payments.md, "Test mode"): the prompts on
 * simulated phones and the payouts it made, answered in Daraja's wire format. It plays
 * Safaricom for a machine with no Daraja account: `npm start` mounts it at /daraja-sim, and
 * the payment tests start it on a port of its own with faults to inject. It never moves money.
 */
export interface SimulatorOptions extends DarajaCredentials {
  /** How long a prompt waits for its payer before it times out (Daraja: about a minute). */
  promptSeconds?: number;
  /** How long B2C takes before its result is posted. */
  resultDelayMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

export class DarajaSimulator {
  readonly prompts = new Map<string, Prompt>();
  readonly payouts = new Map<string, Payout>();
  readonly tokens = new Map<string, number>();
  readonly faults: Faults = {
    dropCallbacks: 0,
    duplicateCallbacks: 0,
    wrongAmount: 0,
    otherPhone: 0,
    failB2c: 0,
    timeoutB2c: 0,
    dropB2cResults: 0,
    timeoutPaidB2c: 0,
    silentStatus: 0,
    vagueStatus: 0,
    busyPushes: 0,
    slowPushAnswerMs: 0,
  };
  /** Every B2C request's OriginatorConversationID, in order: a payout sent again names the same one. */
  readonly b2cRequests: string[] = [];
  /** The OriginatorConversationID of every B2C payment made, once per payment: two is paid twice. */
  readonly b2cPaid: string[] = [];
  /** What became of each B2C request, by OriginatorConversationID (the last one taken), for status queries. */
  readonly b2cHistory = new Map<string, Payout>();
  /** Every transaction status query, in order. */
  readonly statusQueries: StatusQuery[] = [];
  /** Callbacks and results posted, for tests to wait on. */
  delivered = 0;
  private sweeper: NodeJS.Timeout | null = null;
  private pending = new Set<Promise<unknown>>();

  constructor(readonly options: SimulatorOptions) {}

  start(): void {
    this.sweeper ??= setInterval(() => this.sweep(), 1000);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await Promise.allSettled([...this.pending]);
  }

  issueToken(): { access_token: string; expires_in: string } {
    const token = randomBytes(20).toString('base64url');
    this.tokens.set(token, Date.now() + 3599_000);
    return { access_token: token, expires_in: '3599' };
  }

  validToken(header: string | undefined): boolean {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    const until = token ? this.tokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  }

  /** The Lipa na M-Pesa password Daraja expects for a timestamp. */
  password(timestamp: string): string {
    return Buffer.from(`${this.options.shortcode}${this.options.passkey}${timestamp}`).toString('base64');
  }

  push(
    request: Omit<
      Prompt,
      'checkoutId' | 'merchantId' | 'createdAt' | 'status' | 'resultCode' | 'resultDesc' | 'receipt' | 'answeredAt'
    >,
  ) {
    const prompt: Prompt = {
      ...request,
      checkoutId: `ws_CO_${kenyanStamp()}${randomBytes(6).toString('hex')}`,
      merchantId: `${randomBytes(3).toString('hex')}-${Date.now()}-1`,
      createdAt: Date.now(),
      status: 'waiting',
      resultCode: null,
      resultDesc: null,
      receipt: null,
      answeredAt: null,
    };
    this.prompts.set(prompt.checkoutId, prompt);
    return prompt;
  }

  waitingFor(phone: string): Prompt[] {
    return [...this.prompts.values()].filter((p) => p.phone === phone && p.status === 'waiting');
  }

  /** The payer answers a prompt on the phone: approves (any PIN), cancels, or is short of money. */
  answer(checkoutId: string, action: 'approve' | 'cancel' | 'insufficient'): Prompt | null {
    const prompt = this.prompts.get(checkoutId);
    if (!prompt || prompt.status !== 'waiting') return null;
    if (action === 'approve') this.settle(prompt, 'paid', 0);
    else if (action === 'cancel') this.settle(prompt, 'cancelled', 1032);
    else this.settle(prompt, 'insufficient', 1);
    return prompt;
  }

  private settle(prompt: Prompt, status: PromptStatus, code: number) {
    prompt.status = status;
    prompt.resultCode = code;
    prompt.resultDesc = RESULT_TEXT[code] ?? 'Failed';
    prompt.answeredAt = Date.now();
    if (code === 0) prompt.receipt = receipt();
    this.deliverStk(prompt);
  }

  /** Prompts nobody answered in time: "DS timeout user cannot be reached" (1037). */
  sweep(now = Date.now()): void {
    const limit = (this.options.promptSeconds ?? 60) * 1000;
    for (const prompt of this.prompts.values()) {
      if (prompt.status === 'waiting' && now - prompt.createdAt > limit) this.settle(prompt, 'timeout', 1037);
    }
  }

  /** What the STK query answers for a checkout, or null when it is unknown. */
  query(checkoutId: string): Prompt | null {
    return this.prompts.get(checkoutId) ?? null;
  }

  /** The callback for `prompt`, with a wrong amount or phone when a test asked for one. */
  stkCallbackBody(prompt: Prompt) {
    let amount = prompt.amount;
    let phone = Number(prompt.phone);
    if (prompt.resultCode === 0 && this.faults.wrongAmount > 0) {
      this.faults.wrongAmount -= 1;
      amount -= 1;
    } else if (prompt.resultCode === 0 && this.faults.otherPhone > 0) {
      this.faults.otherPhone -= 1;
      phone = 254700000001;
    }
    return stkCallbackOf(prompt, { amount, phone });
  }

  private deliverStk(prompt: Prompt) {
    if (this.faults.dropCallbacks > 0) {
      this.faults.dropCallbacks -= 1;
      return;
    }
    const body = this.stkCallbackBody(prompt);
    const times = this.faults.duplicateCallbacks > 0 ? 2 : 1;
    if (times === 2) this.faults.duplicateCallbacks -= 1;
    for (let i = 0; i < times; i += 1) this.post(prompt.callbackUrl, body);
  }

  /** A B2C request: taken once per OriginatorConversationID; its result is posted a moment later. */
  payout(request: Omit<Payout, 'conversationId' | 'status' | 'transactionId' | 'requests'>): Payout {
    this.b2cRequests.push(request.originatorId);
    const known = this.payouts.get(request.originatorId);
    if (known) {
      known.requests += 1;
      return known;
    }
    const payout: Payout = {
      ...request,
      conversationId: id('AG_'),
      status: 'accepted',
      transactionId: null,
      requests: 1,
    };
    this.payouts.set(payout.originatorId, payout);
    this.b2cHistory.set(payout.originatorId, payout);
    const timer = setTimeout(() => this.finishPayout(payout), this.options.resultDelayMs ?? 300);
    timer.unref();
    return payout;
  }

  private pay(payout: Payout) {
    payout.status = 'paid';
    payout.transactionId = receipt();
    this.b2cPaid.push(payout.originatorId);
  }

  private finishPayout(payout: Payout) {
    if (this.faults.timeoutPaidB2c > 0) {
      // The queue timeout is posted, yet M-Pesa goes on to pay: sending the id again pays twice.
      this.faults.timeoutPaidB2c -= 1;
      this.pay(payout);
      this.post(payout.timeoutUrl, b2cResultOf(payout, 'timeout'));
      this.payouts.delete(payout.originatorId);
      return;
    }
    if (this.faults.dropB2cResults > 0) {
      this.faults.dropB2cResults -= 1;
      this.pay(payout);
      return;
    }
    if (this.faults.timeoutB2c > 0) {
      this.faults.timeoutB2c -= 1;
      payout.status = 'timeout';
      this.post(payout.timeoutUrl, b2cResultOf(payout, 'timeout'));
      // A timed-out request may be sent again with the same originator id.
      this.payouts.delete(payout.originatorId);
      return;
    }
    if (this.faults.failB2c > 0) {
      this.faults.failB2c -= 1;
      payout.status = 'failed';
      this.payouts.delete(payout.originatorId);
    } else {
      this.pay(payout);
    }
    this.post(payout.resultUrl, b2cResultOf(payout, payout.status === 'paid' ? 'paid' : 'failed'));
  }

  /**
   * A transaction status query, answered truthfully from what this simulator did with the B2C
   * request asked about (by its OriginatorConversationID or receipt): acknowledged at once, its
   * Result posted a moment later.
   */
  transactionStatus(request: Omit<StatusQuery, 'originatorId' | 'conversationId'>): StatusQuery {
    const query: StatusQuery = {
      ...request,
      originatorId: `${randomBytes(2).toString('hex')}-${Date.now()}-1`,
      conversationId: id('AG_'),
    };
    this.statusQueries.push(query);
    if (this.faults.silentStatus > 0) {
      this.faults.silentStatus -= 1;
      return query;
    }
    const vague = this.faults.vagueStatus > 0;
    if (vague) this.faults.vagueStatus -= 1;
    const timer = setTimeout(() => {
      const payout = query.originalId
        ? this.b2cHistory.get(query.originalId)
        : [...this.b2cHistory.values()].find((known) => known.transactionId === query.transactionId);
      const options = { vague, notFound: STATUS_NOT_FOUND, b2cShortcode: this.options.b2cShortcode };
      this.post(query.resultUrl, statusResultOf(query, payout, options));
    }, this.options.resultDelayMs ?? 300);
    timer.unref();
    return query;
  }

  private post(url: string, body: object) {
    const sent = fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        this.delivered += 1;
      })
      .catch((error: unknown) =>
        this.options.log?.warn({ url, err: error }, 'Daraja simulator: a callback was not taken'),
      )
      .finally(() => this.pending.delete(sent));
    this.pending.add(sent);
  }

  /** Posts an STK callback again, as Safaricom sometimes does (tests). */
  redeliver(checkoutId: string): void {
    const prompt = this.prompts.get(checkoutId);
    if (prompt && prompt.status !== 'waiting') this.post(prompt.callbackUrl, this.stkCallbackBody(prompt));
  }
}
