/**
 * A success message carried to the next screen in navigation state (e.g.
 * 'Listing created successfully!' shown on My Listings), so it survives the
 * route change without a global store.
 */
export interface FlashState {
  flash: string;
}

export function readFlash(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  return typeof state.flash === 'string' ? state.flash : null;
}
