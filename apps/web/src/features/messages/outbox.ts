import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { addMessage, sendTo } from './messages-api';

/**
 * Messages written but not yet taken by the server: kept on the phone (localStorage) so a
 * message written offline, or sent as the signal dropped, is sent when the connection
 * returns, even after the app was closed. Each carries the clientId it was written with,
 * so a send whose answer was lost and is tried again is stored once by the server.
 */
export interface Pending {
  clientId: string;
  conversationId: string;
  text: string;
  at: string;
  /** The server refused it (not a lost connection): shown as not sent, with the reason. */
  error?: string;
}

/** Emptied at sign-out (lib/offline.ts forgetPersonalPages): the next person on this phone must not send it. */
export const OUTBOX_KEY = 'nyumba-outbox';
const listeners = new Set<() => void>();
let cache: Pending[] = [];
let cacheRaw: string | null | undefined;

function storedRaw(): string | null {
  try {
    return localStorage.getItem(OUTBOX_KEY);
  } catch {
    return null;
  }
}

/** The queue, parsed again only when what is stored changed (sign-out removes it from elsewhere). */
function read(): Pending[] {
  const raw = storedRaw();
  if (raw === cacheRaw) return cache;
  cacheRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as Pending[]).filter((p) => typeof p?.clientId === 'string') : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: Pending[]): void {
  cache = next;
  try {
    cacheRaw = JSON.stringify(next);
    localStorage.setItem(OUTBOX_KEY, cacheRaw);
  } catch {
    // Storage full or refused: the queue lives in memory for this visit.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The conversation's messages still on the phone, oldest first. */
export function usePending(conversationId: string): Pending[] {
  const all = useSyncExternalStore(subscribe, read, () => [] as Pending[]);
  return all.filter((p) => p.conversationId === conversationId);
}

function forgetPending(clientId: string): void {
  write(read().filter((p) => p.clientId !== clientId));
}

type Outcome = 'sent' | 'refused' | 'offline';

async function sendOne(client: QueryClient, pending: Pending): Promise<Outcome> {
  try {
    const answer = await sendTo(pending.conversationId, pending.text, pending.clientId);
    addMessage(client, pending.conversationId, answer.message);
    forgetPending(pending.clientId);
    return 'sent';
  } catch (error) {
    // Offline or the server unreachable: it waits for the connection. A refusal stays, marked.
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
      write(read().map((p) => (p.clientId === pending.clientId ? { ...p, error: error.message } : p)));
      return 'refused';
    }
    return 'offline';
  }
}

// A conversation's queue is sent one message at a time, oldest first: the server numbers
// messages as it takes them, so three written offline and sent at once on reconnect could
// be taken (and drawn, on both sides, for good) in any order. One that cannot go keeps the
// ones after it on the phone until the next try.
const draining = new Set<string>();
const askedAgain = new Set<string>();

async function drain(client: QueryClient, conversationId: string): Promise<void> {
  do {
    askedAgain.delete(conversationId);
    for (const pending of read().filter((p) => p.conversationId === conversationId && !p.error)) {
      if ((await sendOne(client, pending)) === 'offline') break;
    }
  } while (askedAgain.has(conversationId));
}

/** Sends the conversation's queue in order; while it is being sent, once more when it is done. */
function send(client: QueryClient, conversationId: string): void {
  if (draining.has(conversationId)) {
    askedAgain.add(conversationId);
    return;
  }
  draining.add(conversationId);
  void drain(client, conversationId).finally(() => draining.delete(conversationId));
}

/** Keeps a new message on the phone and sends it (now, or when the connection returns), after those before it. */
export function queueMessage(client: QueryClient, conversationId: string, text: string): void {
  const pending: Pending = { clientId: crypto.randomUUID(), conversationId, text, at: new Date().toISOString() };
  write([...read(), pending]);
  send(client, conversationId);
}

/** Sends again what waits (on "online", when a conversation opens, on "Try again"). */
export function flushOutbox(client: QueryClient, conversationId?: string): void {
  const conversations = new Set(read().map((p) => p.conversationId));
  for (const id of conversations) if (!conversationId || id === conversationId) send(client, id);
}

export function retryPending(client: QueryClient, clientId: string): void {
  const found = read().find((p) => p.clientId === clientId);
  if (!found) return;
  const cleared = { ...found, error: undefined } as Pending;
  delete cleared.error;
  write(read().map((p) => (p.clientId === clientId ? cleared : p)));
  send(client, found.conversationId);
}
