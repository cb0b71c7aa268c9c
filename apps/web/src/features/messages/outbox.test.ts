// The outbox keeps what a person wrote on the phone and sends it in the order it was written:
// the server numbers messages as it takes them, and that number is the conversation's order
// on both sides for good (issue 41: a message written offline was drawn above older ones).
import { QueryClient } from '@tanstack/react-query';
import { sendMessage, type Message } from '@nyumba/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { flushOutbox, OUTBOX_KEY, queueMessage } from './outbox';

const CONVERSATION = '11111111-1111-4111-8111-111111111111';

function stored(text: string, id: number, clientId: string): Message {
  return {
    id: String(id),
    conversationId: CONVERSATION,
    fromMe: true,
    text,
    at: new Date().toISOString(),
    status: 'sent',
    seen: false,
    warning: false,
    clientId,
  };
}

const queued = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as { text: string }[];

describe('the outbox', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends one message at a time, in the order written, though the first answer is slow', async () => {
    let nextId = 100;
    const answers: (() => void)[] = [];
    const api = stubApi({
      [sendMessage.id]: (request) =>
        new Promise((resolve) => {
          const body = request.body as { text: string; clientId: string };
          answers.push(() =>
            resolve({
              success: true,
              conversationId: CONVERSATION,
              message: stored(body.text, nextId++, body.clientId),
            }),
          );
        }),
    });
    const client = new QueryClient();
    for (const text of ['one', 'two', 'three']) queueMessage(client, CONVERSATION, text);
    await vi.waitFor(() => expect(api.requestsTo(sendMessage)).toHaveLength(1));
    // Nothing after the first goes until the server has taken it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requestsTo(sendMessage)).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(answers[i]).toBeDefined());
      answers[i]!();
    }
    await vi.waitFor(() => expect(queued()).toEqual([]));
    expect(api.requestsTo(sendMessage).map((r) => (r.body as { text: string }).text)).toEqual(['one', 'two', 'three']);
  });

  it('keeps everything after a message that could not go, and sends them in order when the connection returns', async () => {
    let online = false;
    let nextId = 1;
    const api = stubApi({
      [sendMessage.id]: (request) => {
        if (!online) throw new TypeError('Failed to fetch');
        const body = request.body as { text: string; clientId: string };
        return { success: true, conversationId: CONVERSATION, message: stored(body.text, nextId++, body.clientId) };
      },
    });
    const client = new QueryClient();
    queueMessage(client, CONVERSATION, 'written first');
    await vi.waitFor(() => expect(api.requestsTo(sendMessage)).toHaveLength(1));
    queueMessage(client, CONVERSATION, 'written second');
    await vi.waitFor(() => expect(api.requestsTo(sendMessage).length).toBeGreaterThanOrEqual(2));
    // Each try stops at the first message that cannot go: the second never overtakes it.
    expect(api.requestsTo(sendMessage).every((r) => (r.body as { text: string }).text === 'written first')).toBe(true);
    expect(queued().map((p) => p.text)).toEqual(['written first', 'written second']);

    online = true;
    const before = api.requestsTo(sendMessage).length;
    flushOutbox(client);
    await vi.waitFor(() => expect(queued()).toEqual([]));
    expect(
      api
        .requestsTo(sendMessage)
        .slice(before)
        .map((r) => (r.body as { text: string }).text),
    ).toEqual(['written first', 'written second']);
  });
});
