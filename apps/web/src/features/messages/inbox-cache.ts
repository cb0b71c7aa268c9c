import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { myConversations, type InboxResponse, type Message } from '@nyumba/domain';
import { queryKey } from '../../lib/api-client';

type InboxPages = InfiniteData<InboxResponse, string | null>;

const isArchivedList = (key: QueryKey) =>
  (key[1] as { query?: { archived?: string } } | undefined)?.query?.archived === 'true';

/**
 * A message the live stream announced, drawn into the inbox lists this tab holds, as the
 * server's delivery changes them (send-service `deliver`): the conversation's last line
 * and the time it sorts by move, the recipient's unread count goes up, and it goes to the
 * top. Nothing is read again for the usual case. A list is read again when the event alone
 * cannot say how it changed: it does not hold the conversation (a new one, one on a page
 * not loaded yet, one the message brings back from the archive), the message is not the
 * newest line (a held message released late) or not delivered (held for a moderator), or
 * it is the archive holding the conversation the message brings back.
 */
export function messageIntoInbox(client: QueryClient, conversationId: string, message: Message): void {
  const readAgain: QueryKey[] = [];
  for (const [key, data] of client.getQueriesData<InboxPages>({ queryKey: queryKey(myConversations) })) {
    if (!data) continue;
    const current = data.pages.flatMap((page) => page.conversations).find((c) => c.id === conversationId);
    if (isArchivedList(key)) {
      if (current && !message.fromMe) readAgain.push(key);
      continue;
    }
    const newest = current && (!current.lastMessage || message.at >= current.lastMessage.at);
    if (!current || !newest || message.status !== 'sent') {
      readAgain.push(key);
      continue;
    }
    const moved = {
      ...current,
      lastMessage: { text: message.text, at: message.at, fromMe: message.fromMe },
      updatedAt: message.at,
      unread: current.unread + (message.fromMe ? 0 : 1),
    };
    client.setQueryData<InboxPages>(key, {
      ...data,
      pages: data.pages.map((page, index) => {
        const rest = page.conversations.filter((c) => c.id !== conversationId);
        return { ...page, conversations: index === 0 ? [moved, ...rest] : rest };
      }),
    });
  }
  for (const key of readAgain) void client.invalidateQueries({ queryKey: key, exact: true });
}
