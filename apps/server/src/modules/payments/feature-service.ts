import { assertExpectedTotal } from './expected-total.ts';
import {
  codeBeside,
  DAY_MS,
  FEATURE_ACTIVE,
  FEATURE_NOT_PUBLIC,
  type FeatureBody,
  PAY_NEEDS_NUMBER,
  routePatterns,
} from '@nyumba/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, type UserRow } from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { listingIsPublic } from '../moderation/index.ts';
import type { PaymentDeps } from './deps.ts';
import { post } from './ledger.ts';
import { tellAboutMoney } from './money-notices.ts';
import { startPayment, type PaymentRow } from './stk.ts';

/**
 * A lister pays (an STK push to their proven number) to feature a public listing of theirs
 * for 7 or 30 days. One prompt at a time (startPayment); once featured, more days are asked
 * for only as an extension (`extend`), added to the end the lister sees.
 */
export async function featureListing(
  deps: PaymentDeps,
  lister: UserRow,
  listingId: string,
  body: FeatureBody,
  now = new Date(),
): Promise<PaymentRow> {
  const { days } = body;
  const [listing] = await deps.db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      name: listings.name,
      featuredUntil: listings.featuredUntil,
      public: sql<boolean>`${listingIsPublic}`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (listing.ownerId !== lister.id) throw forbidden('You can only feature your own listings');
  if (!listing.public) throw conflict(FEATURE_NOT_PUBLIC);
  // Whose listing it is comes first: a stranger learns nothing about the lister's number.
  if (!lister.phone || !lister.phoneVerifiedAt) throw conflict(PAY_NEEDS_NUMBER);
  // Paid already (a second tap after the first was paid): more days only as their own choice.
  if (listing.featuredUntil && listing.featuredUntil > now && !body.extend) throw conflict(FEATURE_ACTIVE);
  assertExpectedTotal(body.expectedTotal, deps.featurePrices[days]);
  return startPayment(deps, {
    purpose: 'feature',
    subject: `feature:${listingId}`,
    payerId: lister.id,
    phone: lister.phone,
    amount: deps.featurePrices[days],
    listingId,
    featureDays: days,
    what: listing.name,
    reference: `NYUMBA${listingId.slice(0, 6).toUpperCase()}`,
    description: `Feature ${days} days`,
  });
}

/** A listing's feature for its lister: until when, whether a prompt is open, how the last one failed. */
export async function featureState(
  deps: Pick<PaymentDeps, 'db'>,
  lister: UserRow,
  listingId: string,
  now = new Date(),
) {
  const [listing] = await deps.db
    .select({ ownerId: listings.ownerId, featuredUntil: listings.featuredUntil })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (listing.ownerId !== lister.id) throw forbidden('You can only feature your own listings');
  const [last] = await deps.db
    .select({ status: payments.status, failure: payments.failure })
    .from(payments)
    .where(eq(payments.subject, `feature:${listingId}`))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    success: true as const,
    featuredUntil: listing.featuredUntil && listing.featuredUntil > now ? listing.featuredUntil.toISOString() : null,
    pending: last?.status === 'starting' || last?.status === 'prompted',
    failure: last?.status === 'failed' ? last.failure : null,
    ...(last?.status === 'failed' ? codeBeside('failureCode', last.failure) : {}),
  };
}

/** A paid feature: the listing is featured from now (or from the end of its current feature) for the days paid. */
export async function creditFeature(deps: PaymentDeps, tx: Transaction, payment: PaymentRow, now: Date): Promise<void> {
  const days = payment.featureDays ?? 7;
  const [listing] = payment.listingId
    ? await tx
        .update(listings)
        .set({
          featuredUntil: sql`GREATEST(COALESCE(${listings.featuredUntil}, ${now}), ${now}) + ${`${days} days`}::interval`,
        })
        .where(and(eq(listings.id, payment.listingId)))
        .returning({ until: listings.featuredUntil })
    : [];
  await post(tx, { kind: 'feature-paid', paymentId: payment.id }, [
    { account: 'mpesa', amount: payment.amount },
    { account: 'featured', amount: -payment.amount },
  ]);
  const until = new Date(listing?.until ?? now.getTime() + days * DAY_MS);
  await tellAboutMoney(
    deps,
    tx,
    payment.payerId,
    'featured',
    {
      what: payment.what,
      amount: payment.amount,
      receipt: payment.receipt ?? '(confirmed)',
      until: until.toISOString().slice(0, 10),
    },
    routePatterns.myListings,
  );
}
