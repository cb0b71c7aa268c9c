import type { RouteEntry } from '../src/app-types.ts';
import type { Caller } from './http.ts';
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
}

export async function walkResources(owner: Caller, counterpart?: Caller): Promise<WalkResources> {
  const listing = await createListingAs(owner);
  const image = /([a-f0-9]{40}-1280\.webp)/.exec(await uploadPhoto(owner))![1]!;
  const post = await owner.request({
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'Owner post', content: '<p>Private draft? No, public post.</p>' },
  });
  const alert = await owner.request({ method: 'POST', url: '/api/alerts', payload: { filters: { type: 'rentals' } } });
  let conversation: string | undefined;
  if (counterpart) {
    const theirs = await createListingAs(counterpart);
    const started = await owner.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: theirs.id, text: 'Is it still available?' },
    });
    conversation = started.json().conversationId;
  }
  return {
    ...(conversation ? { conversation } : {}),
    owner,
    listing: listing.id,
    photoUrl: listing.image_urls[0]!,
    image,
    post: post.json().post.id,
    alert: alert.json().alert.id,
  };
}

/** The route's URL with its :params filled with the owner's resources, chosen by the route's area. */
export function fillRoute(route: RouteEntry, resources: WalkResources): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'userId') return resources.owner.user!.id;
    if (name === 'listingId') return resources.listing;
    if (name === 'postId') return resources.post;
    if (name === 'name') return resources.image;
    if (name === 'id') {
      if (route.url.includes('/user/') || route.url.includes('/users/')) return resources.owner.user!.id;
      if (route.url.includes('/post') || route.url.includes('/blog')) return resources.post;
      if (route.url.startsWith('/api/alerts/')) return resources.alert;
      if (route.url.startsWith('/api/conversations/') && resources.conversation) return resources.conversation;
      return resources.listing;
    }
    return 'x';
  });
}
