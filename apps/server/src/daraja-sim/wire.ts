import { randomBytes } from 'node:crypto';
import { kenyanStamp } from '../lib/kenyan-stamp.ts';

// What the Daraja simulator keeps and posts (simulator.ts): its prompts and payouts, and the
// bodies of Daraja's STK callback and B2C result, field by field as Safaricom documents them.

export type PromptStatus = 'waiting' | 'paid' | 'cancelled' | 'timeout' | 'insufficient';

export interface Prompt {
  checkoutId: string;
  merchantId: string;
  phone: string;
  amount: number;
  callbackUrl: string;
  accountReference: string;
  description: string;
  createdAt: number;
  status: PromptStatus;
  resultCode: number | null;
  resultDesc: string | null;
  receipt: string | null;
  /** When the payer answered (the callback's TransactionDate). */
  answeredAt: number | null;
}

export interface Payout {
  originatorId: string;
  conversationId: string;
  phone: string;
  amount: number;
  resultUrl: string;
  timeoutUrl: string;
  status: 'accepted' | 'paid' | 'failed' | 'timeout';
  transactionId: string | null;
  /** Answers posted for it: a repeat request never pays twice. */
  requests: number;
}

/** A transaction status query: its own ids (Daraja's), and the request it asks about. */
export interface StatusQuery {
  originatorId: string;
  conversationId: string;
  /** The OriginalConversationID asked about, or null when asked by receipt. */
  originalId: string | null;
  transactionId: string | null;
  resultUrl: string;
  timeoutUrl: string;
}

/** Faults a test asks for, each used up as it happens (docs/payments.md lists what each proves). */
export interface Faults {
  /** Callbacks not delivered (the query still knows the result). */
  dropCallbacks: number;
  /** Callbacks delivered twice, at once. */
  duplicateCallbacks: number;
  /** Callbacks that report another amount, or another phone, than the prompt's. */
  wrongAmount: number;
  otherPhone: number;
  /** B2C payments that fail (ResultCode 2001), and that time out (QueueTimeOutURL) unpaid. */
  failB2c: number;
  timeoutB2c: number;
  /** B2C payments made whose result is never posted (a result lost on the way). */
  dropB2cResults: number;
  /** B2C payments whose queue timeout is posted, and which are paid all the same. */
  timeoutPaidB2c: number;
  /** Transaction status queries acknowledged whose result never comes. */
  silentStatus: number;
  /** Transaction status results that say nothing: ResultCode 0 and no parameters. */
  vagueStatus: number;
  /** STK pushes answered 500 (Daraja busy) before they are taken. */
  busyPushes: number;
  /** STK pushes whose answer waits this long after the prompt is on the phone (a server may die meanwhile). */
  slowPushAnswerMs: number;
}

export const RESULT_TEXT: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
};

export const id = (prefix: string) => `${prefix}${randomBytes(9).toString('hex').toUpperCase()}`;
/** An M-Pesa receipt: ten capitals and digits, like "SJK7RT61SV". */
export const receipt = () =>
  randomBytes(10)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, 'X')
    .slice(0, 10)
    .toUpperCase();

/** The STK callback's body for an answered prompt (a paid one carries its CallbackMetadata). */
export function stkCallbackOf(prompt: Prompt, reported: { amount: number; phone: number }) {
  const stkCallback: Record<string, unknown> = {
    MerchantRequestID: prompt.merchantId,
    CheckoutRequestID: prompt.checkoutId,
    ResultCode: prompt.resultCode,
    ResultDesc: prompt.resultDesc,
  };
  if (prompt.resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: reported.amount },
        { Name: 'MpesaReceiptNumber', Value: prompt.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(kenyanStamp(new Date(prompt.answeredAt ?? Date.now()))) },
        { Name: 'PhoneNumber', Value: reported.phone },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/**
 * A transaction status Result as Daraja's documentation shows it: for a B2C it knows, its
 * TransactionStatus (Completed, Failed; Pending while in progress), receipt and amount among
 * the ResultParameters; for one it never processed (unknown, or timed out in its queue), the
 * not-found code. `vague`: a result that says nothing (a test's fault).
 */
export function statusResultOf(
  query: StatusQuery,
  payout: Payout | undefined,
  options: { vague: boolean; notFound: number; b2cShortcode: string },
) {
  const head = {
    ResultType: 0,
    OriginatorConversationID: query.originatorId,
    ConversationID: query.conversationId,
    ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
  };
  if (options.vague) {
    return { Result: { ...head, ResultCode: 0, ResultDesc: 'The service request is processed successfully.' } };
  }
  if (!payout || payout.status === 'timeout') {
    return {
      Result: {
        ...head,
        ResultCode: options.notFound,
        ResultDesc: 'The transaction receipt number does not exist.',
        TransactionID: '',
      },
    };
  }
  const stamp = kenyanStamp();
  const status = { accepted: 'Pending', paid: 'Completed', failed: 'Failed' }[payout.status];
  return {
    Result: {
      ...head,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      TransactionID: id('S'),
      ResultParameters: {
        ResultParameter: [
          { Key: 'DebitPartyName', Value: `${options.b2cShortcode} - Nyumba test` },
          { Key: 'CreditPartyName', Value: `${payout.phone} - Nyumba test` },
          { Key: 'OriginatorConversationID', Value: payout.originatorId },
          { Key: 'InitiatedTime', Value: stamp },
          { Key: 'DebitAccountType', Value: 'Utility Account' },
          { Key: 'DebitPartyCharges', Value: '' },
          { Key: 'TransactionReason' },
          { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
          { Key: 'TransactionStatus', Value: status },
          { Key: 'FinalisedTime', Value: stamp },
          { Key: 'Amount', Value: String(payout.amount) },
          { Key: 'ConversationID', Value: payout.conversationId },
          { Key: 'ReceiptNo', Value: payout.transactionId ?? '' },
        ],
      },
    },
  };
}

/** A B2C Result callback's body: paid (with its ResultParameters), failed (2001) or timed out. */
export function b2cResultOf(payout: Payout, outcome: 'paid' | 'failed' | 'timeout') {
  const texts = {
    paid: 'The service request is processed successfully.',
    failed: 'The initiator information is invalid.',
    timeout: 'The service request timed out.',
  };
  return {
    Result: {
      ResultType: 0,
      ResultCode: { paid: 0, failed: 2001, timeout: 1 }[outcome],
      ResultDesc: texts[outcome],
      OriginatorConversationID: payout.originatorId,
      ConversationID: payout.conversationId,
      TransactionID: payout.transactionId ?? '',
      ...(outcome === 'paid'
        ? {
            ResultParameters: {
              ResultParameter: [
                { Key: 'TransactionAmount', Value: payout.amount },
                { Key: 'TransactionReceipt', Value: payout.transactionId },
                { Key: 'ReceiverPartyPublicName', Value: `${payout.phone} - Nyumba test` },
                { Key: 'TransactionCompletedDateTime', Value: new Date().toISOString() },
                { Key: 'B2CUtilityAccountAvailableFunds', Value: 100000 },
              ],
            },
          }
        : {}),
      ...(outcome === 'timeout'
        ? {}
        : { ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: payout.timeoutUrl } } }),
    },
  };
}
