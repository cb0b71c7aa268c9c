import { SESSION_COOKIE } from '../src/plugins/session.ts';

export interface StreamEventSeen {
  id?: number;
  event: string;
  data: unknown;
}

/**
 * A browser's EventSource, as a test needs it: opens GET /api/messages/stream on a
 * listening server with a session cookie (and Last-Event-ID), and collects its events.
 */
export class EventStreamReader {
  readonly events: StreamEventSeen[] = [];
  private readonly controller = new AbortController();
  private done: Promise<void> = Promise.resolve();
  status = 0;

  static async open(baseUrl: string, token: string, lastEventId?: number): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const res = await fetch(`${baseUrl}/api/messages/stream`, {
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        accept: 'text/event-stream',
        ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
      },
      signal: reader.controller.signal,
    });
    reader.status = res.status;
    if (res.ok && res.body) reader.done = reader.read(res.body);
    if (res.ok) await reader.waitFor((events) => events.some((e) => e.event === 'ready'));
    return reader;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  }

  private parse(block: string): void {
    let id: number | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line.startsWith('retry:')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'id') id = Number(value);
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.events.push({ ...(id !== undefined ? { id } : {}), event, data: JSON.parse(data.join('\n')) });
  }

  /** Waits (up to `ms`) until `check` holds for the events so far. */
  async waitFor(check: (events: StreamEventSeen[]) => boolean, ms = 5_000): Promise<StreamEventSeen[]> {
    const until = Date.now() + ms;
    while (!check(this.events)) {
      if (Date.now() > until) throw new Error(`stream: condition not met; saw ${JSON.stringify(this.events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.events;
  }

  /** The `message` events' texts, in order. */
  texts(): string[] {
    return this.events
      .filter((e) => e.event === 'message')
      .map((e) => (e.data as { message: { text: string } }).message.text);
  }

  lastId(): number | undefined {
    return this.events.filter((e) => e.id !== undefined).at(-1)?.id;
  }

  /** Resolves once the server ended the stream (within `ms`). */
  async ended(ms = 5_000): Promise<void> {
    await Promise.race([
      this.done,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream: still open')), ms)),
    ]);
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.done;
  }
}
