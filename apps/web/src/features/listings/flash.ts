import type { NumberSent } from './listing-number-panel';

/**
 * A success message carried to the next screen in navigation state (e.g.
 * 'Listing created successfully!' shown on My Listings), so it survives the
 * route change without a global store.
 */
export interface FlashState {
  flash: string;
  /** A code just sent to a saved listing's number, for My listings to ask for. */
  numberSent?: NumberSent;
}

/** The code a saved listing waits for, carried to My listings. */
export function readNumberSent(state: unknown): NumberSent | undefined {
  if (typeof state !== 'object' || state === null || !('numberSent' in state)) return undefined;
  const sent = state.numberSent as Partial<NumberSent> | null;
  return sent && typeof sent.listingId === 'string' ? (sent as NumberSent) : undefined;
}

export function readFlash(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  return typeof state.flash === 'string' ? state.flash : null;
}
