import type { StreamEvent } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { messagesById, unreadTotal } from './conversation-service.ts';
import { MESSAGES_CHANNEL } from './events.ts';
import type { NotificationSource } from './notifications.ts';

/** One open event stream: a person's browser tab. */
export interface Stream {
  userId: string;
  /** The client's address (behind TRUST_PROXY, the one the proxy saw) and whether the account is confirmed: caps count them. */
  address: string;
  confirmed: boolean;
  /** The last event number this stream was sent. */
  lastSeq: number;
  /** Writes server-sent-event text; false when the connection has gone. */
  write(chunk: string): boolean;
  /** Ends the connection (a newer stream of the same account replaced it). */
  close(): void;
}

interface EventRow {
  seq: string;
  kind: 'message' | 'read' | 'booking';
  conversation_id: string;
  message_id: string;
  actor_id: string | null;
}

const BATCH = 100;
/** Without a notification source (a tool's app), streams look at the table this often. */
const POLL_MS = 2_000;

const sseEvent = (event: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open streams of this server, fed by the database: a commit that adds to someone's
 * stream notifies every server, and the one holding that person's streams reads the new
 * events from message_events and writes them out. Each stream reads its own way forward
 * from its last number (one reader at a time per stream), so an event is sent once, in
 * order, whichever server wrote it, and a stream resumed with Last-Event-ID gets exactly
 * what it missed.
 */
export class MessageHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly running = new WeakMap<Stream, Promise<void>>();
  private readonly again = new WeakSet<Stream>();
  private stopListening: (() => Promise<void>) | undefined;
  private poller: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly source: NotificationSource | undefined,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  async start(): Promise<void> {
    if (!this.source) {
      this.poller = setInterval(() => this.pumpAll(), POLL_MS);
      this.poller.unref();
      return;
    }
    this.stopListening = await this.source.listen(
      MESSAGES_CHANNEL,
      (userId) => this.pump(userId),
      () => this.pumpAll(),
    );
  }

  async stop(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await this.stopListening?.();
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  add(stream: Stream): void {
    const set = this.streams.get(stream.userId) ?? new Set();
    set.add(stream);
    this.streams.set(stream.userId, set);
    this.catchUp(stream);
  }

  remove(stream: Stream): void {
    const set = this.streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.userId);
  }

  /** How many streams a person has open here (a cap keeps one account from holding many sockets). */
  count(userId: string): number {
    return this.streams.get(userId)?.size ?? 0;
  }

  /** How many streams are open here from one address, all or only unconfirmed accounts'. */
  countFrom(address: string, onlyUnconfirmed = false): number {
    let count = 0;
    for (const set of this.streams.values())
      for (const stream of set) if (stream.address === address && (!onlyUnconfirmed || !stream.confirmed)) count += 1;
    return count;
  }

  oldest(userId: string): Stream | undefined {
    return this.streams.get(userId)?.values().next().value;
  }

  pump(userId: string): void {
    for (const stream of this.streams.get(userId) ?? []) this.catchUp(stream);
  }

  private pumpAll(): void {
    for (const userId of this.streams.keys()) this.pump(userId);
  }

  /** Reads and sends what the stream has not had; a call while one runs makes it look once more after. */
  private catchUp(stream: Stream): void {
    if (this.running.has(stream)) {
      this.again.add(stream);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(stream);
        while ((await this.sendBatch(stream)) === BATCH);
      } while (this.again.has(stream));
    })()
      .catch((error: unknown) => this.log.warn({ err: error, userId: stream.userId }, 'message stream read failed'))
      .finally(() => this.running.delete(stream));
    this.running.set(stream, run);
  }

  // ORDER BY names the table's column: the bare name is the answer's text (seq::text), by
  // which event 10 sorts before event 9.
  private async sendBatch(stream: Stream): Promise<number> {
    const rows = await queryRows<EventRow>(
      this.db,
      sql`SELECT seq::text, kind, conversation_id, message_id::text, actor_id FROM message_events
        WHERE user_id = ${stream.userId} AND seq > ${stream.lastSeq} ORDER BY message_events.seq LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return 0;
    // Events this far back were pruned (events.ts EVENT_DAYS): the page must reload its lists.
    if (stream.lastSeq > 0 && Number(rows[0]!.seq) > stream.lastSeq + 1) stream.write(sseEvent('reset', {}));
    const unread = await unreadTotal(this.db, stream.userId);
    const wanted = new Map<string, number[]>();
    for (const row of rows.filter((r) => r.kind === 'message')) {
      wanted.set(row.conversation_id, [...(wanted.get(row.conversation_id) ?? []), Number(row.message_id)]);
    }
    const found = new Map<string, StreamEvent>();
    for (const [conversationId, ids] of wanted) {
      for (const message of await messagesById(this.db, stream.userId, conversationId, ids)) {
        found.set(message.id, { kind: 'message', conversationId, message, unread });
      }
    }
    for (const row of rows) {
      const event: StreamEvent | undefined =
        row.kind === 'message'
          ? found.get(row.message_id)
          : row.kind === 'booking'
            ? { kind: 'booking', conversationId: row.conversation_id, unread }
            : {
                kind: 'read',
                conversationId: row.conversation_id,
                upTo: row.message_id,
                byMe: row.actor_id === stream.userId,
                unread,
              };
      // A message the person may no longer see (its conversation deleted) is skipped, its number kept.
      if (event && !stream.write(sseEvent(event.kind, event, Number(row.seq)))) return 0;
      stream.lastSeq = Number(row.seq);
    }
    return rows.length;
  }
}

/** The newest number of a person's stream: where a new stream without Last-Event-ID starts. */
export async function streamHead(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ seq: string }>(
    db,
    sql`SELECT last_seq::text AS seq FROM message_streams WHERE user_id = ${userId}`,
  );
  return Number(row?.seq ?? 0);
}
