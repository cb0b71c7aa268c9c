import * as alerts from './alerts.ts';
import * as auth from './auth.ts';
import type { AnyContract } from './contract.ts';
import * as google from './google.ts';
import * as images from './images.ts';
import * as listings from './listings.ts';
import * as map from './map.ts';
import * as messages from './messages.ts';
import * as meta from './meta.ts';
import * as moderation from './moderation.ts';
import * as posts from './posts.ts';
import * as reports from './reports.ts';
import * as saved from './saved.ts';
import * as search from './search.ts';
import * as bookings from './bookings.ts';
import * as channels from './channels.ts';
import * as reviews from './reviews.ts';
import * as phone from './phone.ts';
import * as payments from './payments.ts';
import * as tenancies from './tenancies.ts';
import * as jobs from './jobs.ts';
import * as agencies from './agencies.ts';
import * as privacy from './privacy.ts';
import * as standing from './standing.ts';
import * as users from './users.ts';

export * from './alerts.ts';
export * from './auth.ts';
export * from './contract.ts';
export * from './google.ts';
export * from './images.ts';
export * from './listings.ts';
export * from './map.ts';
export * from './messages.ts';
export * from './meta.ts';
export * from './moderation.ts';
export * from './posts.ts';
export * from './reports.ts';
export * from './saved.ts';
export * from './search.ts';
export * from './bookings.ts';
export * from './channels.ts';
export * from './reviews.ts';
export * from './phone.ts';
export * from './payments.ts';
export * from './tenancies.ts';
export * from './jobs.ts';
export * from './agencies.ts';
export * from './privacy.ts';
export * from './standing.ts';
export * from './users.ts';

/** Every contract, with its exact type: for tables keyed by contract id. */
export type ApiContract =
  | Values<typeof meta>
  | Values<typeof auth>
  | Values<typeof google>
  | Values<typeof users>
  | Values<typeof images>
  | Values<typeof listings>
  | Values<typeof search>
  | Values<typeof map>
  | Values<typeof saved>
  | Values<typeof posts>
  | Values<typeof moderation>
  | Values<typeof reports>
  | Values<typeof alerts>
  | Values<typeof messages>
  | Values<typeof bookings>
  | Values<typeof reviews>
  | Values<typeof phone>
  | Values<typeof payments>
  | Values<typeof tenancies>
  | Values<typeof jobs>
  | Values<typeof agencies>
  | Values<typeof privacy>
  | Values<typeof standing>
  | Values<typeof channels>;
// Each area module exports its contracts and one table of summaries.
type Values<T> = Extract<T[keyof T], AnyContract>;

/** The contract whose id is `Id`. */
export type ContractWithId<Id extends ApiContract['id']> = Extract<ApiContract, { id: Id }>;

const areas = [
  meta,
  auth,
  google,
  users,
  images,
  listings,
  search,
  map,
  saved,
  posts,
  moderation,
  reports,
  alerts,
  messages,
  bookings,
  reviews,
  phone,
  payments,
  tenancies,
  jobs,
  agencies,
  privacy,
  standing,
  channels,
];

const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'schemas' in value;

const collect = (...modules: Record<string, unknown>[]): readonly AnyContract[] =>
  modules.flatMap((area) => Object.values(area).filter(isContract));

/** Every endpoint of the API: the server registers exactly these, the docs list exactly these. */
export const contracts = /* @__PURE__ */ collect(...areas);

const gather = (...tables: Record<string, string>[]) =>
  Object.assign({}, ...tables) as Record<ApiContract['id'], string>;

/** A line per endpoint for the API reference; an endpoint without one fails the contract tests. */
export const summaries = /* @__PURE__ */ gather(
  meta.metaSummaries,
  auth.authSummaries,
  google.googleSummaries,
  users.usersSummaries,
  images.imagesSummaries,
  listings.listingsSummaries,
  search.searchSummaries,
  map.mapSummaries,
  saved.savedSummaries,
  posts.postsSummaries,
  moderation.moderationSummaries,
  reports.reportsSummaries,
  alerts.alertsSummaries,
  messages.messagesSummaries,
  bookings.staysSummaries,
  bookings.viewingsSummaries,
  reviews.reviewsSummaries,
  phone.phoneSummaries,
  payments.paymentsSummaries,
  tenancies.tenanciesSummaries,
  jobs.jobsSummaries,
  agencies.agenciesSummaries,
  privacy.privacySummaries,
  standing.standingSummaries,
  channels.channelsSummaries,
);
