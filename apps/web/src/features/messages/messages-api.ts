import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  archiveConversation,
  blockInConversation,
  getConversation,
  listingContact,
  messageMails,
  myConversations,
  olderMessages,
  readConversation,
  sendMessage,
  setMessageMails,
  startConversation,
  unreadMessages,
  type ConversationResponse,
  type InboxResponse,
  type Message,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';
import { useUnreadStore } from './unread-store';

const inboxKey = (archived: boolean, listingId?: string) =>
  queryKey(myConversations, {
    query: { archived: archived ? ('true' as const) : ('false' as const), ...(listingId ? { listingId } : {}) },
  });
export const conversationKey = (id: string) => queryKey(getConversation, { params: { id } });

/** The caller's conversations, newest first, 20 at a time; `listingId`: about one of their listings only. */
export function useInbox(archived: boolean, listingId?: string) {
  return useInfiniteQuery({
    queryKey: inboxKey(archived, listingId),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await call(myConversations, {
        query: {
          archived: archived ? 'true' : 'false',
          ...(listingId ? { listingId } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      });
      useUnreadStore.getState().setUnread(answer.unread);
      return answer;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: InboxResponse) => last.nextCursor,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) => call(getConversation, { params: { id }, signal }),
  });
}

export function fetchOlder(id: string, before: string) {
  return call(olderMessages, { params: { id }, query: { before } });
}

/** A message into the conversation's cached answer, once (by id, or by the clientId a sent one carried). */
export function addMessage(client: QueryClient, conversationId: string, message: Message) {
  client.setQueryData<ConversationResponse>(conversationKey(conversationId), (current) => {
    if (!current) return current;
    const rest = current.messages.filter(
      (m) => m.id !== message.id && !(message.clientId !== null && m.clientId === message.clientId),
    );
    const messages = [...rest, message].sort((a, b) => Number(a.id) - Number(b.id));
    return { ...current, messages };
  });
}

/** The other person read up to `upTo`: the caller's own messages up to it are seen. */
export function markSeen(client: QueryClient, conversationId: string, upTo: string) {
  client.setQueryData<ConversationResponse>(conversationKey(conversationId), (current) =>
    current
      ? {
          ...current,
          messages: current.messages.map((m) =>
            m.fromMe && m.status === 'sent' && Number(m.id) <= Number(upTo) ? { ...m, seen: true } : m,
          ),
        }
      : current,
  );
}

export function sendTo(conversationId: string, text: string, clientId: string) {
  return call(sendMessage, { params: { id: conversationId }, body: { text, clientId } });
}

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { listingId: string; text: string; clientId: string }) => call(startConversation, { body }),
    onSuccess: () => invalidateContracts(client, [myConversations, listingContact]),
  });
}

export function useMarkRead(conversationId: string) {
  return useMutation({
    mutationFn: (upTo: string) => call(readConversation, { params: { id: conversationId }, body: { upTo } }),
    onSuccess: (answer) => useUnreadStore.getState().setUnread(answer.unread),
  });
}

function useConversationChange<T>(request: (value: T) => Promise<ConversationResponse>, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      client.setQueryData(conversationKey(id), answer);
      return invalidateContracts(client, [myConversations]);
    },
  });
}

export const useArchive = (id: string) =>
  useConversationChange((archived: boolean) => call(archiveConversation, { params: { id }, body: { archived } }), id);

export const useBlock = (id: string) =>
  useConversationChange((blocked: boolean) => call(blockInConversation, { params: { id }, body: { blocked } }), id);

/** The caller's conversation about a listing, and the lister's number once they may see it. */
export function useListingContact(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKey(listingContact, { params: { listingId } }),
    queryFn: ({ signal }) => call(listingContact, { params: { listingId }, signal }),
    enabled,
  });
}

export function useMessageMails() {
  return useQuery({ queryKey: queryKey(messageMails), queryFn: ({ signal }) => call(messageMails, { signal }) });
}

export function useSetMessageMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(setMessageMails, { body: { enabled } }),
    onSuccess: (answer) => client.setQueryData(queryKey(messageMails), answer),
  });
}

/** The badge's count from the server (the live stream keeps it current after). */
export async function refreshUnread(): Promise<void> {
  const answer = await call(unreadMessages);
  useUnreadStore.getState().setUnread(answer.unread);
}
