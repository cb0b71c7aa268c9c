import { kenyanStamp } from '../../lib/kenyan-stamp.ts';

/**
 * Safaricom's Daraja API by its documented wire format (docs/payments.md): OAuth client
 * credentials, the STK push ("Lipa na M-Pesa Online") and its query, B2C payments and the
 * transaction status query. The same calls reach the live API, its sandbox, or the
 * development simulator that ships with Nyumba (daraja-sim/), which checks them field by field.
 */
/** A Daraja app's credentials: what the client sends, and what the simulator checks. */
export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** The paybill or till the guest pays (BusinessShortCode, PartyB) and its Lipa na M-Pesa passkey. */
  shortcode: string;
  passkey: string;
  /** The B2C shortcode, initiator and its encrypted credential, for payouts and refunds. */
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
}

export interface DarajaOptions extends DarajaCredentials {
  baseUrl: string;
  timeoutMs?: number;
}

/** Daraja's answer to a request it did not take: its error code and message, or the network's failure. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** Nothing reached Daraja, or it answered 5xx: asking again is safe. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

interface StkPushRequest {
  /** 2547XXXXXXXX / 2541XXXXXXXX: the number the prompt goes to. */
  phone: string;
  amount: number;
  callbackUrl: string;
  /** Up to 12 characters, shown to the payer. */
  accountReference: string;
  /** Up to 13 characters. */
  description: string;
}

interface StkPushAnswer {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription?: string;
  CustomerMessage?: string;
}

interface StkQueryAnswer {
  ResponseCode: string;
  ResultCode?: string;
  ResultDesc?: string;
  CheckoutRequestID?: string;
  MerchantRequestID?: string;
}

interface B2cRequest {
  /** Ours, unique per payout: Daraja answers a repeat with the same conversation, never paying twice. */
  originatorId: string;
  amount: number;
  phone: string;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

interface B2cAnswer {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription?: string;
}

interface TransactionStatusRequest {
  /** The OriginatorConversationID of the request asked about (a payout's, ours). */
  originatorId: string;
  /** Its M-Pesa receipt, when known. */
  transactionId?: string | null;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

/** The acknowledgement only: the status itself is posted to ResultURL later. */
interface TransactionStatusAnswer {
  OriginatorConversationID: string;
  ConversationID: string;
  ResponseCode: string;
  ResponseDescription?: string;
}

/**
 * The ResultCode of a transaction status result for a request M-Pesa has no transaction for
 * ("The transaction receipt number does not exist."): not in Daraja's documentation, which
 * lists only 0; M-Pesa's own code for it. The one answer besides a named status that says a
 * payout was not paid (payout-status.ts); any other code is an answer that says nothing.
 */
export const STATUS_NOT_FOUND = 2032;

/** Daraja's processing error for a query on a payment still waiting for its payer. */
export const STILL_PROCESSING = '500.001.1001';

export interface Daraja {
  stkPush(request: StkPushRequest): Promise<StkPushAnswer>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer>;
  b2c(request: B2cRequest): Promise<B2cAnswer>;
  transactionStatus(request: TransactionStatusRequest): Promise<TransactionStatusAnswer>;
}

export function darajaClient(options: DarajaOptions): Daraja {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeout = options.timeoutMs ?? 15_000;
  let token: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      throw new DarajaError(`no answer: ${(error as Error).message}`, 0, null, true);
    }
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new DarajaError(`answered ${response.status} with something other than JSON`, response.status, null, true);
    }
    if (!response.ok) {
      const code = typeof body.errorCode === 'string' ? body.errorCode : null;
      const message = typeof body.errorMessage === 'string' ? body.errorMessage : `answered ${response.status}`;
      throw new DarajaError(message, response.status, code, response.status >= 500);
    }
    return body;
  }

  /** A bearer token, cached until a minute before it expires (Daraja's last an hour). */
  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const body = (await send('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { Authorization: `Basic ${basic}` },
    })) as { access_token?: string; expires_in?: string | number };
    if (!body.access_token) throw new DarajaError('no access_token in the answer', 200, null, true);
    const seconds = Number(body.expires_in ?? 3599);
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function post<T>(path: string, payload: object): Promise<T> {
    const headers = { Authorization: `Bearer ${await bearer()}`, 'Content-Type': 'application/json' };
    try {
      return (await send(path, { method: 'POST', headers, body: JSON.stringify(payload) })) as T;
    } catch (error) {
      // A token Daraja forgot early (a restart on its side): one new token, one more try.
      if (error instanceof DarajaError && error.status === 401) {
        token = null;
        const again = { ...headers, Authorization: `Bearer ${await bearer()}` };
        return (await send(path, { method: 'POST', headers: again, body: JSON.stringify(payload) })) as T;
      }
      throw error;
    }
  }

  /** The Lipa na M-Pesa password: Base64(shortcode + passkey + timestamp), the timestamp in Kenyan time. */
  function password(now = new Date()) {
    const timestamp = kenyanStamp(now);
    return {
      Password: Buffer.from(`${options.shortcode}${options.passkey}${timestamp}`).toString('base64'),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(request) {
      return post<StkPushAnswer>('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: options.shortcode,
        ...password(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: options.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      });
    },
    async stkQuery(checkoutRequestId) {
      return post<StkQueryAnswer>('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: options.shortcode,
        ...password(),
        CheckoutRequestID: checkoutRequestId,
      });
    },
    async b2c(request) {
      return post<B2cAnswer>('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.originatorId,
        InitiatorName: options.initiatorName,
        SecurityCredential: options.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: request.amount,
        PartyA: options.b2cShortcode,
        PartyB: request.phone,
        Remarks: request.remarks.slice(0, 100),
        QueueTimeOutURL: request.timeoutUrl,
        ResultURL: request.resultUrl,
        Occassion: '',
      });
    },
    // Daraja's documented body: the request asked about by its OriginalConversationID (the
    // OriginatorConversationID we gave it) or its receipt (TransactionID), on the B2C
    // shortcode (IdentifierType 4: an organisation's shortcode). Asynchronous: the answer is an
    // acknowledgement, the status is posted to ResultURL (or QueueTimeOutURL).
    async transactionStatus(request) {
      return post<TransactionStatusAnswer>('/mpesa/transactionstatus/v1/query', {
        Initiator: options.initiatorName,
        SecurityCredential: options.securityCredential,
        CommandID: 'TransactionStatusQuery',
        ...(request.transactionId ? { TransactionID: request.transactionId } : {}),
        OriginalConversationID: request.originatorId,
        PartyA: options.b2cShortcode,
        IdentifierType: '4',
        ResultURL: request.resultUrl,
        QueueTimeOutURL: request.timeoutUrl,
        Remarks: request.remarks.slice(0, 100),
        Occasion: '',
      });
    },
  };
}

/** An E.164 Kenyan number as Daraja writes it: 2547XXXXXXXX. */
export const darajaPhone = (e164: string) => e164.replace(/^\+/, '');
