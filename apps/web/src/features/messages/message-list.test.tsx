// @vitest-environment jsdom
// A conversation is drawn in the order the server took its messages, whatever the list was
// drawn from before: a cached page, then a longer answer (issue 41: the newest were drawn
// above the first, on both sides, after a reload).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Message } from '@nyumba/domain';
import { MessageList } from './message-list';

const message = (id: number, at: string): Message => ({
  id: String(id),
  conversationId: 'c1',
  fromMe: id % 2 === 0,
  // Ended by a full stop: the time or date drawn right after it must not run into the number.
  text: `Message ${id}.`,
  at,
  status: 'sent',
  seen: false,
  warning: false,
  clientId: null,
});

const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('li')]
    .map((item) => item.textContent ?? '')
    .filter((text) => text.includes('Message'));

describe('MessageList', () => {
  it('keeps the server’s order when newer messages arrive under the ones drawn', () => {
    const today = '2026-11-27T09:00:00.000Z';
    const first = [1, 2, 3, 4, 5, 6, 7].map((id) => message(id, today));
    const view = render(<MessageList messages={first} pending={[]} onRetry={() => undefined} />);
    const longer = Array.from({ length: 15 }, (_, i) => message(i + 1, today));
    view.rerender(<MessageList messages={longer} pending={[]} onRetry={() => undefined} />);
    expect(drawn(view.container).map((text) => /Message (\d+)\./.exec(text)![1])).toEqual(longer.map((m) => m.id));
  });

  it('keeps the server’s order when the list grows at both ends and a new day starts', () => {
    const yesterday = '2026-11-26T09:00:00.000Z';
    const today = '2026-11-27T09:00:00.000Z';
    const first = [3, 4, 5].map((id) => message(id, yesterday));
    const view = render(<MessageList messages={first} pending={[]} onRetry={() => undefined} />);
    const longer = [
      ...[1, 2, 3, 4, 5].map((id) => message(id, yesterday)),
      ...[6, 7, 8, 9, 10, 11, 12].map((id) => message(id, today)),
    ];
    view.rerender(<MessageList messages={longer} pending={[]} onRetry={() => undefined} />);
    expect(drawn(view.container).map((text) => /Message (\d+)\./.exec(text)![1])).toEqual(longer.map((m) => m.id));
  });
});
