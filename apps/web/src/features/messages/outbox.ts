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

export function forgetPending(clientId: string): void {
  write(read().filter((p) => p.clientId !== clientId));
}

const sending = new Set<string>();

async function sendOne(client: QueryClient, pending: Pending): Promise<void> {
  if (sending.has(pending.clientId)) return;
  sending.add(pending.clientId);
  try {
    const answer = await sendTo(pending.conversationId, pending.text, pending.clientId);
    addMessage(client, pending.conversationId, answer.message);
    forgetPending(pending.clientId);
  } catch (error) {
    // Offline or the server unreachable: it waits for the connection. A refusal stays, marked.
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
      write(read().map((p) => (p.clientId === pending.clientId ? { ...p, error: error.message } : p)));
    }
  } finally {
    sending.delete(pending.clientId);
  }
}

/** Keeps a new message on the phone and sends it (now, or when the connection returns). */
export function queueMessage(client: QueryClient, conversationId: string, text: string): void {
  const pending: Pending = { clientId: crypto.randomUUID(), conversationId, text, at: new Date().toISOString() };
  write([...read(), pending]);
  void sendOne(client, pending);
}

/** Sends again what waits (on "online", when a conversation opens, on "Try again"). */
export function flushOutbox(client: QueryClient, conversationId?: string): void {
  for (const pending of read()) {
    if (conversationId && pending.conversationId !== conversationId) continue;
    if (pending.error) continue;
    void sendOne(client, pending);
  }
}

export function retryPending(client: QueryClient, clientId: string): void {
  const found = read().find((p) => p.clientId === clientId);
  if (!found) return;
  const cleared = { ...found, error: undefined } as Pending;
  delete cleared.error;
  write(read().map((p) => (p.clientId === clientId ? cleared : p)));
  void sendOne(client, cleared);
}
