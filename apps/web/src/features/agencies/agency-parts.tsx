import { ApiError } from '../../lib/api-client';
import type { ReactNode } from 'react';

// Small pieces the agency screens share.

/** A button beside the main one: outlined, as tall as a thumb needs (44 px). */
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50';

export const selectClass = 'mt-1.5 block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-4 text-base';

/** A select beside other controls in a row: as wide as its words. */
export const inlineSelect = 'block min-h-12 max-w-full rounded-xl border border-stone-500 bg-white px-4 text-base';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A confirmation or a refusal, announced to screen readers where it appears. */
export function Said({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`rounded-xl px-4 py-3 ${ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
    >
      {children}
    </p>
  );
}

/** The server's sentence of a failure (already in the screen's language), or the screen's own. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message && !error.genericMessage ? error.message : fallback;

/** A contract's path with the agency's or listing's id in it, and the period asked for. */
export const pathWithId = (path: string, id: string, days?: number) =>
  `${path.replace(':id', () => encodeURIComponent(id))}${days === undefined ? '' : `?days=${days}`}`;
