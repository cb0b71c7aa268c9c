import { useQueryClient } from '@tanstack/react-query';
import {
  listingContact,
  messageStream,
  myConversations,
  myStays,
  urlOf,
  type ConversationResponse,
  type StreamEvent,
} from '@nyumba/domain';
import { useEffect } from 'react';
import { invalidateContracts } from '../../lib/api-client';
import { addMessage, conversationKey, markSeen, refreshUnread } from './messages-api';
import { messageIntoInbox } from './inbox-cache';
import { useUnreadStore } from './unread-store';

type Listener = (event: StreamEvent) => void;
const listeners = new Set<Listener>();

/** Told of every event of the stream while mounted (the open conversation marks what it shows read). */
export function useStreamEvents(listener: Listener) {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}

/** How long a hidden tab keeps its stream: a quick switch away keeps it, a phone in a pocket lets go. */
const HIDDEN_GRACE_MS = 60_000;

/**
 * The signed-in person's live stream (GET /api/messages/stream): new messages land in the
 * open conversation and the inbox (from the event itself, inbox-cache.ts), read marks turn into "seen", the badge follows. The
 * browser reconnects by itself with Last-Event-ID; after the tab was hidden a while and
 * the stream closed, a new one resumes from the last event seen (`?after=`), so nothing
 * is missed or shown twice. Loaded after the page, only for signed-in people.
 */
export default function LiveStream() {
  const client = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let lastId: string | undefined;
    let hiddenTimer: number | undefined;
    const handle = (raw: MessageEvent<string>) => {
      if (raw.lastEventId) lastId = raw.lastEventId;
      const event = JSON.parse(raw.data) as StreamEvent;
      useUnreadStore.getState().setUnread(event.unread);
      if (event.kind === 'message') {
        addMessage(client, event.conversationId, event.message);
        // The lister's first reply shows the seeker their number: read the conversation again.
        const open = client.getQueryData<ConversationResponse>(conversationKey(event.conversationId));
        if (open && open.conversation.role === 'seeker' && !open.conversation.phone && !event.message.fromMe) {
          void client.invalidateQueries({ queryKey: conversationKey(event.conversationId) });
        }
        messageIntoInbox(client, event.conversationId, event.message);
        // A listing's page asks whether the caller has a conversation about it: a first message starts one.
        void invalidateContracts(client, [listingContact]);
      } else if (event.kind === 'booking') {
        // A stay's money moved (paid, held, paid out, refunded): its cards draw it again.
        void invalidateContracts(client, [myStays]);
      } else if (!event.byMe) {
        markSeen(client, event.conversationId, event.upTo);
      } else {
        void invalidateContracts(client, [myConversations]);
      }
      for (const listener of listeners) listener(event);
    };
    const open = () => {
      if (source) return;
      source = new EventSource(urlOf(messageStream, { query: lastId ? { after: lastId } : {} }));
      source.addEventListener('message', handle);
      source.addEventListener('read', handle);
      source.addEventListener('booking', handle);
      // Events older than the server keeps: read the lists again.
      source.addEventListener('reset', () => void client.invalidateQueries({ queryKey: [myConversations.id] }));
    };
    const close = () => {
      source?.close();
      source = undefined;
    };
    const onVisibility = () => {
      window.clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') hiddenTimer = window.setTimeout(close, HIDDEN_GRACE_MS);
      else if (!source) {
        open();
        void refreshUnread().catch(() => undefined);
      }
    };
    open();
    void refreshUnread().catch(() => undefined);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [client]);
  return null;
}
