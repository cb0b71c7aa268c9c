/**
 * Where a server hears that someone's stream grew (events.ts notifies at commit): PostgreSQL
 * LISTEN on a connection of its own, or PGlite's in-process listen. `onReconnect` runs
 * after a lost connection comes back: whatever was notified meanwhile was missed, so every
 * open stream catches up from the table.
 */
export interface NotificationSource {
  listen(channel: string, onNotify: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
}
