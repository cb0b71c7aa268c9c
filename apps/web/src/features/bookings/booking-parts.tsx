import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Screen, ScreenTitle } from '../../components/screen';
import { paths } from '../../paths';

/** A titled list of bookings (viewings or stays), or nothing when there are none. */
export function BookingList({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="space-y-4">{children}</ul>
    </section>
  );
}

/** A booking card's first line: the listing it is for, and where the booking stands. */
export function BookingCardHead({
  listingId,
  listingName,
  status,
  tone,
}: {
  listingId: string;
  listingName: string;
  status: string;
  tone: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="font-semibold text-stone-900">
        <Link to={paths.listing(listingId)} className="hover:underline">
          {listingName}
        </Link>
      </h3>
      <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${tone}`}>{status}</span>
    </div>
  );
}

export const fieldInput =
  'mt-1 block min-h-12 w-full rounded-xl border border-stone-500 bg-white px-3 text-base text-stone-900';
export const fieldLabel = 'min-w-0 flex-1 text-sm font-medium text-stone-800';

/** Two time fields, from and to, for one window of viewing times. */
export function TimeWindow({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <label className={fieldLabel}>
        {labels.from}
        <input type="time" className={fieldInput} value={from} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className={fieldLabel}>
        {labels.to}
        <input type="time" className={fieldInput} value={to} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
    </>
  );
}

/**
 * A lister's settings screen for one listing (a bnb's calendar, a home's viewing times): its
 * title and intro, the form once its answer is in (or why not), then the listing's bookings.
 */
export function ListerSettingsScreen({
  title,
  intro,
  state,
  form,
  bookings,
}: {
  title: string;
  intro: string;
  state: { isPending: boolean; error: Error | null };
  form: () => ReactNode;
  bookings: ReactNode;
}) {
  return (
    <Screen title={title} className="page-container max-w-2xl">
      <ScreenTitle>{title}</ScreenTitle>
      <p className="mt-1 text-stone-600">{intro}</p>
      {state.isPending ? null : state.error ? (
        <p role="alert" className="mt-5 font-medium text-red-800">
          {state.error.message}
        </p>
      ) : (
        form()
      )}
      <div className="mt-8">{bookings}</div>
    </Screen>
  );
}
