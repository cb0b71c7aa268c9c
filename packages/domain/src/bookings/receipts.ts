import { z } from 'zod';

// A receipt a tax office accepts (issue 58): who issued it (Nyumba, with its KRA PIN), to
// whom, for what, each amount on its own line, Nyumba's fee with its VAT when Nyumba is
// VAT-registered, and on a host's stay receipt the tourism levy the host owes on the nights.

/** Kenya's standard VAT rate, on Nyumba's fee (the fee is quoted VAT-inclusive). */
export const VAT_RATE_PERCENT = 16;

/** The VAT inside a VAT-inclusive amount, to the shilling. */
export const vatIn = (inclusive: number): number =>
  Math.round((inclusive * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_NOT_YET = 'There is no receipt until the payment has gone through';

export const receiptLineSchema = z.object({
  /** What the line is: 'nights', 'rent', 'deposit', 'fee', 'vat', 'feature', 'payout', 'refund', 'levy'. */
  kind: z.enum(['nights', 'rent', 'deposit', 'fee', 'vat', 'feature', 'payout', 'refund', 'levy']),
  label: z.string(),
  amount: z.number().int(),
  /** A line inside another (the VAT in the fee), not added to the total. */
  included: z.boolean().optional(),
  /** A line the receiver owes elsewhere (the tourism levy), not part of the money moved. */
  owedByRecipient: z.boolean().optional(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptSchema = z.object({
  /** Nyumba's number for it: the payment's or payout's id. */
  number: z.string(),
  kind: z.enum(['payment', 'payout', 'refund']),
  issuedAt: z.string(),
  issuer: z.object({
    name: z.string(),
    /** Nyumba's KRA PIN (NYUMBA_KRA_PIN); null only on an install that has not set it. */
    kraPin: z.string().nullable(),
    vatRegistered: z.boolean(),
  }),
  /** The person it is made out to, by their name on Nyumba, and the number that paid or was paid (masked). */
  to: z.object({ name: z.string(), phone: z.string() }),
  what: z.string(),
  lines: z.array(receiptLineSchema),
  /** The money that moved (lines neither included nor owed elsewhere). */
  total: z.number().int(),
  currency: z.literal('KES'),
  /** M-Pesa's own receipt or transaction id. */
  mpesaReceipt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ success: z.literal(true), receipt: receiptSchema });
