// @vitest-environment jsdom
// The live stream keeps an open conversation as the server took its messages, whatever order
// the events arrive in, and after the tab was hidden long enough to drop the stream, resumes
// from the last event it saw (nothing missed, nothing twice).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  unreadMessages,
  type Conversation,
  type ConversationResponse,
  type InboxResponse,
  type Message,
  type StreamEvent,
} from '@nyumba/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { stubApi } from '../../test/stub-api';
import LiveStream from './live-stream';
import { conversationKey } from './messages-api';
import { queryKey } from '../../lib/api-client';
import { myConversations } from '@nyumba/domain';
import { useUnreadStore } from './unread-store';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends an event with its place in the stream. */
  send(id: number, event: StreamEvent) {
    const raw = new MessageEvent('message', { data: JSON.stringify(event), lastEventId: String(id) });
    for (const listener of this.listeners.get(event.kind) ?? []) listener(raw);
  }
}

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id: String(id),
  conversationId: 'c1',
  fromMe: false,
  text: `Message ${id}`,
  at: new Date(Date.UTC(2026, 10, 28, 9, id)).toISOString(),
  status: 'sent',
  seen: false,
  warning: false,
  clientId: null,
  ...extra,
});

const conversation = (messages: Message[]) =>
  ({
    success: true,
    conversation: { id: 'c1', role: 'lister', phone: '+254712345678' },
    messages,
    hasOlder: false,
  }) as unknown as ConversationResponse;

/** An inbox list as the tab holds it: one page of conversations, newest first. */
const inboxKey = (archived: boolean) => queryKey(myConversations, { query: { archived: archived ? 'true' : 'false' } });
const inboxRow = (id: string, minute: number, extra: Partial<Conversation> = {}) =>
  ({
    id,
    lastMessage: {
      text: `Last in ${id}`,
      at: new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString(),
      fromMe: false,
    },
    updatedAt: new Date(Date.UTC(2026, 10, 28, 9, minute)).toISOString(),
    unread: 0,
    archived: false,
    ...extra,
  }) as Conversation;
const inbox = (rows: Conversation[]): InfiniteData<InboxResponse, string | null> => ({
  pages: [{ success: true, conversations: rows, nextCursor: null, unread: 0, listings: [] }],
  pageParams: [null],
});
const rowsOf = (client: QueryClient, archived = false) =>
  client.getQueryData<InfiniteData<InboxResponse, string | null>>(inboxKey(archived))!.pages[0]!.conversations;
const readAgain = (client: QueryClient, archived = false) => client.getQueryState(inboxKey(archived))!.isInvalidated;

function start() {
  stubApi({ [unreadMessages.id]: () => ({ success: true, unread: 0 }) });
  const client = new QueryClient();
  client.setQueryData(conversationKey('c1'), conversation([message(1), message(2)]));
  render(
    <QueryClientProvider client={client}>
      <LiveStream />
    </QueryClientProvider>,
  );
  const shown = () => client.getQueryData<ConversationResponse>(conversationKey('c1'))!.messages;
  return { client, shown, stream: () => FakeEventSource.opened.at(-1)! };
}

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the live stream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('adds new messages in the order the server took them, and the badge follows', () => {
    const { shown, stream } = start();
    act(() => {
      stream().send(10, { kind: 'message', conversationId: 'c1', message: message(4), unread: 2 });
      stream().send(11, { kind: 'message', conversationId: 'c1', message: message(3), unread: 3 });
    });
    expect(shown().map((m) => m.id)).toEqual(['1', '2', '3', '4']);
    expect(useUnreadStore.getState().unread).toBe(3);
  });

  it('replaces a message sent from this phone by the one the server took, once', () => {
    const { client, shown, stream } = start();
    act(() => {
      client.setQueryData(
        conversationKey('c1'),
        conversation([
          message(1),
          message(2),
          message(99_999, { fromMe: true, clientId: 'phone-1', text: 'On my way' }),
        ]),
      );
      stream().send(12, {
        kind: 'message',
        conversationId: 'c1',
        message: message(5, { fromMe: true, clientId: 'phone-1' }),
        unread: 0,
      });
    });
    expect(shown().map((m) => m.id)).toEqual(['1', '2', '5']);
  });

  it('marks my messages seen up to where the other person read', () => {
    const { client, shown, stream } = start();
    act(() => {
      client.setQueryData(
        conversationKey('c1'),
        conversation([message(1, { fromMe: true }), message(2, { fromMe: true }), message(3, { fromMe: true })]),
      );
      stream().send(13, { kind: 'read', conversationId: 'c1', upTo: '2', byMe: false, unread: 0 });
    });
    expect(shown().map((m) => m.seen)).toEqual([true, true, false]);
  });

  it('moves a conversation the inbox holds to the top with its new line and unread count, without reading the inbox again', () => {
    const { client, stream } = start();
    act(() => {
      client.setQueryData(inboxKey(false), inbox([inboxRow('c2', 30), inboxRow('c1', 2)]));
      stream().send(30, { kind: 'message', conversationId: 'c1', message: message(40), unread: 1 });
    });
    expect(rowsOf(client).map((c) => [c.id, c.lastMessage?.text, c.unread])).toEqual([
      ['c1', 'Message 40', 1],
      ['c2', 'Last in c2', 0],
    ]);
    expect(readAgain(client)).toBe(false);
    // My own message from another device moves it too, and is not unread.
    act(() =>
      stream().send(31, {
        kind: 'message',
        conversationId: 'c2',
        message: message(45, { fromMe: true, conversationId: 'c2' }),
        unread: 1,
      }),
    );
    expect(rowsOf(client).map((c) => [c.id, c.unread])).toEqual([
      ['c2', 0],
      ['c1', 1],
    ]);
  });

  it('reads the inbox again when the event cannot say how it changed', () => {
    const { client, stream } = start();
    // A conversation the list does not hold (a new one, or one further down).
    act(() => {
      client.setQueryData(inboxKey(false), inbox([inboxRow('c2', 30)]));
      stream().send(32, { kind: 'message', conversationId: 'c1', message: message(40), unread: 1 });
    });
    expect(readAgain(client)).toBe(true);
    // A message older than the line shown (a held one released late).
    act(() => {
      client.setQueryData(inboxKey(false), inbox([inboxRow('c1', 50)]));
      stream().send(33, { kind: 'message', conversationId: 'c1', message: message(40), unread: 1 });
    });
    expect(readAgain(client)).toBe(true);
    expect(rowsOf(client)[0]!.lastMessage?.text).toBe('Last in c1');
    // The archive holding the conversation a message to me brings back.
    act(() => {
      client.setQueryData(inboxKey(false), inbox([inboxRow('c1', 2)]));
      client.setQueryData(inboxKey(true), inbox([inboxRow('c3', 1, { archived: true })]));
      stream().send(34, {
        kind: 'message',
        conversationId: 'c3',
        message: message(41, { conversationId: 'c3' }),
        unread: 1,
      });
    });
    expect(readAgain(client, true)).toBe(true);
  });

  it('lets go of the stream a minute after the tab is hidden, and resumes after the last event seen', () => {
    vi.useFakeTimers();
    const { stream } = start();
    const first = stream();
    expect(first.url).not.toContain('after=');
    act(() => first.send(21, { kind: 'message', conversationId: 'c1', message: message(3), unread: 1 }));
    setVisibility('hidden');
    vi.advanceTimersByTime(30_000);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(31_000);
    expect(first.closed).toBe(true);
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(new URL(stream().url, 'http://localhost').searchParams.get('after')).toBe('21');
  });
});
