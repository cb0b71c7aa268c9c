import type { Caller } from './http.ts';
import { createListingAs } from './listing-fixtures.ts';

/**
 * A provider's service listing, a client's first message about it and the provider's reply:
 * what a hire needs before either may mark it (issue 32). Each reply its own words, since one
 * text sent to many people is held by the scam shield.
 */
export async function serviceConversation(
  client: Caller,
  provider: Caller,
  listing: Record<string, unknown> = {},
): Promise<{ listingId: string; conversationId: string }> {
  const service = await createListingAs(provider, { type: 'technicians', trade: 'plumber', ...listing });
  const started = await client.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId: service.id, text: 'Can you come this week?' },
  });
  const conversationId = started.json().conversationId as string;
  await provider.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { text: `Yes ${client.user!.username}, I can.` },
  });
  return { listingId: service.id, conversationId };
}
