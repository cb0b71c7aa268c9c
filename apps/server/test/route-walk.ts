import type { RouteEntry } from '../src/app-types.ts';
import type { Caller } from './http.ts';
import { serviceConversation } from './hire-fixtures.ts';
import { createListingAs, uploadPhoto } from './listing-fixtures.ts';

/** One of each resource a route can name, all the owner's: to walk the route table with. */
export interface WalkResources {
  owner: Caller;
  listing: string;
  photoUrl: string;
  image: string;
  post: string;
  alert: string;
  /** The owner's conversation with `counterpart` about the counterpart's listing, when one was given. */
  conversation?: string;
  /** The owner's stay at the counterpart's bnb and viewing of their home, when one was given. */
  stay?: string;
  viewing?: string;
  /** The owner's review of the counterpart's service, after a job the counterpart marked done. */
  review?: string;
  /** The owner's job, when they have a proven number to post it with. */
  job?: string;
  /** The owner's agency, when they have a proven number to make it on. */
  agency?: string;
}

export async function walkResources(owner: Caller, counterpart?: Caller): Promise<WalkResources> {
  // A number of the owner's own: two people listing one number are one for reviews (review-guard.ts).
  const listing = await createListingAs(owner, { phone_number: '0799 000 111' });
  const image = /([a-f0-9]{40}-1280\.webp)/.exec(await uploadPhoto(owner))![1]!;
  const post = await owner.request({
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'Owner post', content: '<p>Private draft? No, public post.</p>' },
  });
  const alert = await owner.request({ method: 'POST', url: '/api/alerts', payload: { filters: { type: 'rentals' } } });
  // A job, when the owner has a proven number to post one with.
  const posted = await owner.request({
    method: 'POST',
    url: '/api/jobs',
    payload: {
      trade: 'plumber',
      areaName: 'Kilimani',
      description: 'A leaking kitchen tap to fix.',
      when: 'this-week',
    },
  });
  const job = posted.statusCode === 201 ? (posted.json().job.id as string) : undefined;
  // An agency, on the owner's proven number when they have one.
  const phone = (await owner.request({ method: 'GET', url: '/api/auth/me' })).json().user?.phone as string | undefined;
  const made = phone
    ? await owner.request({
        method: 'POST',
        url: '/api/agencies',
        payload: { name: 'Owner Homes', phone, areaName: 'Kilimani' },
      })
    : undefined;
  const agency = made?.statusCode === 201 ? (made.json().agency.id as string) : undefined;
  let conversation: string | undefined;
  let stay: string | undefined;
  let viewing: string | undefined;
  let review: string | undefined;
  if (counterpart) {
    const theirs = await createListingAs(counterpart);
    const started = await owner.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: theirs.id, text: 'Is it still available?' },
    });
    conversation = started.json().conversationId;
    const bnb = await createListingAs(counterpart, { type: 'bnbs', name: 'Their bnb', price: 'KSH 5,000' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const asked = await owner.request({
      method: 'POST',
      url: '/api/stays',
      payload: { listingId: bnb.id, checkIn: day(20), checkOut: day(22), guests: 1, message: 'Two nights?' },
    });
    stay = asked.json().stay.id;
    await counterpart.request({
      method: 'PUT',
      url: `/api/listing/${theirs.id}/viewings/times`,
      payload: {
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ day: weekday, from: '10:00', to: '11:00' })),
        extra: [],
        blocked: [],
        slotMinutes: 30,
        autoConfirm: false,
      },
    });
    const slots = await owner.request({ method: 'GET', url: `/api/listing/${theirs.id}/viewings/slots` });
    const booked = await owner.request({
      method: 'POST',
      url: '/api/viewings',
      payload: { listingId: theirs.id, startsAt: slots.json().slots[0].startsAt, message: 'May I see it?' },
    });
    viewing = booked.json().viewing.id;
    review = await reviewOfTheirService(owner, counterpart);
  }
  return {
    ...(conversation ? { conversation } : {}),
    ...(stay ? { stay } : {}),
    ...(viewing ? { viewing } : {}),
    ...(review ? { review } : {}),
    ...(job ? { job } : {}),
    ...(agency ? { agency } : {}),
    owner,
    listing: listing.id,
    photoUrl: listing.image_urls[0]!,
    image,
    post: post.json().post.id,
    alert: alert.json().alert.id,
  };
}

/** The owner hires the counterpart's service, the counterpart marks it done, the owner reviews it. */
async function reviewOfTheirService(owner: Caller, counterpart: Caller): Promise<string> {
  const { conversationId: conversation } = await serviceConversation(owner, counterpart, {
    name: 'Their plumbing',
    phone_number: '0733 100 200',
  });
  const done = await counterpart.request({
    method: 'POST',
    url: `/api/conversations/${conversation}/hire`,
    payload: { action: 'done' },
  });
  const written = await owner.request({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      kind: 'hire',
      dealId: done.json().deals[0].id,
      quality: 5,
      punctuality: 5,
      price: 5,
      text: 'Fixed the tap in ten minutes.',
    },
  });
  return written.json().review.id;
}

/** The route's URL with its :params filled with the owner's resources, chosen by the route's area. */
export function fillRoute(route: RouteEntry, resources: WalkResources): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'userId') return resources.owner.user!.id;
    if (name === 'listingId') return resources.listing;
    if (name === 'postId') return resources.post;
    if (name === 'name') return resources.image;
    // A quote nobody sent: the job's own answer (404 to anyone but its client) comes first.
    if (name === 'quoteId' || name === 'refId') return '00000000-0000-4000-8000-000000000000';
    if (name === 'kind') return 'enquiry';
    // An invitation nobody sent: well formed, unknown.
    if (name === 'token') return 'a'.repeat(32);
    if (name === 'id') {
      if (route.url.includes('/user/') || route.url.includes('/users/')) return resources.owner.user!.id;
      if (route.url.includes('/post') || route.url.includes('/blog')) return resources.post;
      if (route.url.startsWith('/api/alerts/')) return resources.alert;
      if (route.url.startsWith('/api/conversations/') && resources.conversation) return resources.conversation;
      if (route.url.startsWith('/api/stays/') && resources.stay) return resources.stay;
      if (route.url.startsWith('/api/viewings/') && resources.viewing) return resources.viewing;
      if (route.url.startsWith('/api/reviews/') && resources.review) return resources.review;
      if (route.url.startsWith('/api/jobs/') && resources.job) return resources.job;
      if (route.url.startsWith('/api/agencies/') && resources.agency) return resources.agency;
      return resources.listing;
    }
    return 'x';
  });
}
