import {
  proveListingNumber as proveListingNumberContract,
  resendListingCode as resendListingCodeContract,
  createListing as createListingContract,
  deleteListing as deleteListingContract,
  getListing as getListingContract,
  listListings,
  listerPage as listerPageContract,
  recordListingContact,
  confirmListing,
  setListingAvailability,
  similarListings as similarListingsContract,
  updateListing as updateListingContract,
  updateListingPut,
  userListings,
} from '@nyumba/domain';
import { assertAdult } from '../auth/index.ts';
import type { AppInstance } from '../../app-types.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { perMinute, perSessionPerHour } from '../../plugins/rate-limit.ts';
import { readDb } from '../../plugins/read-routing.ts';
import { DRAWING_HEADER, recordContact, recordView, setAvailability, statsFor } from './availability-service.ts';
import { numberDeps, proveListingNumber, resendListingCode } from '../phone/index.ts';
import { confirmByLink } from './freshness.ts';
import { requirePublisher, requireUser, viewerId, viewerOf } from '../../plugins/session.ts';
import { route, type ContractHandler } from '../../route.ts';
import { listerPage } from './lister-service.ts';
import { getListing, ownedBy, pageListings } from './service.ts';
import { similarListings } from './similar-service.ts';
import { createListing, deleteListing, updateListing, type ListingDeps } from './write-service.ts';
import { writeDeps } from './write-deps.ts';

/** Tries at a listing's code an hour, beyond the code's own five: a wall for scripts. */
const CODE_TRIES_PER_HOUR = 30;

/** Contact taps counted per address a minute: a person taps a few; a script gets no further. */
const CONTACTS_PER_MINUTE = 20;

export async function listingRoutes(app: AppInstance): Promise<void> {
  const { db, store, config } = app.deps;
  const deps: ListingDeps = { db, store, imageBaseUrl: config.IMAGE_BASE_URL, newListerDays: config.NEW_LISTER_DAYS };
  const writing = writeDeps(app);

  route(app, listListings, async (request) => ({
    success: true as const,
    ...(await pageListings(readDb(request), request.query, { viewerId: await viewerId(request) })),
  }));

  route(app, getListingContract, async (request) => {
    const viewer = await viewerOf(request, config);
    const listing = await getListing(readDb(request), request.params.id, viewer);
    if (!request.headers[DRAWING_HEADER]) recordView(db, listing, viewer, request, request.log);
    return { success: true as const, listing };
  });

  route(app, similarListingsContract, async (request) => ({
    success: true as const,
    listings: await similarListings(readDb(request), request.params.id, await viewerId(request)),
  }));

  route(app, listerPageContract, async (request) => {
    const viewer = await viewerOf(request, config);
    return listerPage(readDb(request), request.params.id, request.query, viewer?.id, viewer?.moderator);
  });

  // A lister's own listings, private to them (spec: "answers the owner only"), each with
  // its figures for the last 30 days.
  route(app, userListings, async (request) => {
    const user = await requireUser(request);
    if (user.id !== request.params.userId) throw forbidden('You can only see your own listings here');
    const page = await pageListings(db, request.query, { where: ownedBy(user.id), viewerId: user.id, ownerView: true });
    const stats = await statsFor(
      db,
      page.listings.map((listing) => listing._id),
    );
    return {
      success: true as const,
      ...page,
      listings: page.listings.map((listing) => ({ ...listing, stats: stats.get(listing._id) })),
    };
  });

  route(app, setListingAvailability, async (request) => {
    const user = await requireUser(request);
    return {
      success: true as const,
      listing: await setAvailability(db, request.params.id, user.id, request.body.availability, config.NEW_LISTER_DAYS),
    };
  });

  // A listing's number: the code sent to it publishes the listing; another code on request.
  route(
    app,
    proveListingNumberContract,
    async (request) => {
      const user = await requireUser(request);
      const message = await proveListingNumber(numberDeps(app, request), user.id, request.params.id, request.body.code);
      return { success: true as const, message };
    },
    { rateLimit: perSessionPerHour(CODE_TRIES_PER_HOUR, 'codes') },
  );
  route(app, resendListingCodeContract, async (request) =>
    resendListingCode(numberDeps(app, request), (await requireUser(request)).id, request.params.id, request.ip),
  );

  // A guessed token costs a request: 20 a minute an address, like contact taps.
  route(
    app,
    confirmListing,
    async (request) => {
      const { listing, token, answer } = request.query;
      return { success: true as const, ...(await confirmByLink(db, listing, token, answer)) };
    },
    { rateLimit: perMinute(CONTACTS_PER_MINUTE) },
  );

  route(
    app,
    recordListingContact,
    async (request) => {
      await recordContact(db, request.params.id, request.body.channel);
      return { success: true, message: 'Counted' };
    },
    { rateLimit: perMinute(CONTACTS_PER_MINUTE) },
  );

  route(
    app,
    createListingContract,
    async (request, reply) => {
      const user = await requirePublisher(request);
      // Listing is a contract: for adults (an account made before sign-up said so confirms once).
      assertAdult(user);
      const listing = await createListing(writing(request), user.id, request.body);
      return reply.code(201).send({ success: true as const, listing });
    },
    { rateLimit: perSessionPerHour(config.RATE_LIMIT_LISTINGS_PER_HOUR, 'listings') },
  );

  // POST is what the form sends; PUT is what an older form sent (docs/decisions/0004-resolving-the-specification.md).
  const update: ContractHandler<typeof updateListingContract> = async (request) => {
    const user = await requireUser(request);
    return {
      success: true as const,
      listing: await updateListing(writing(request), request.params.id, user.id, request.body),
    };
  };
  route(app, updateListingContract, update);
  route(app, updateListingPut, update);

  route(app, deleteListingContract, async (request) => {
    const user = await requireUser(request);
    await deleteListing(deps, request.params.id, user.id);
    return { success: true, message: 'Listing deleted' };
  });
}
