// @vitest-environment jsdom
// The live stream keeps an open conversation as the server took its messages, whatever order
// the events arrive in, and after the tab was hidden long enough to drop the stream, resumes
// from the last event it saw (nothing missed, nothing twice).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { unreadMessages, type ConversationResponse, type Message, type StreamEvent } from '@nyumba/domain';
import { stubApi } from '../../test/stub-api';
import LiveStream from './live-stream';
import { conversationKey } from './messages-api';
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
