import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Eye } from 'lucide-react';
import type { Listing, ViewingSlot } from '@nyumba/domain';
import { SubmitButton } from '../../components/account-fields';
import { TextAreaField } from '../../components/text-area-field';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { paths } from '../../paths';
import { selectCurrentUser, signInPath, useSessionStore } from '../auth';
import { stayDay } from './stay-dates';
import { useRequestViewing, useViewingSlots } from './viewings-api';
import { viewingTexts } from './viewing-texts';

/** The slots by day, in order: "Sat 12 Dec 2026" → 10:00, 10:30… */
function byDay(slots: ViewingSlot[]): [string, ViewingSlot[]][] {
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

/**
 * A home's "Book a viewing": the lister's free times for four weeks, by day, a message, and
 * the reminder that viewing is free. Confirmed at once when the lister chose so, else a
 * request the lister answers within 24 hours. Nothing is shown when there are no times.
 */
export default function ViewingBookingPanel({ listing }: { listing: Listing }) {
  const words = useTexts(viewingTexts);
  const user = useSessionStore(selectCurrentUser);
  const location = useLocation();
  const query = useViewingSlots(listing._id);
  const request = useRequestViewing();
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState(words.defaultMessage);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const slots = query.data?.slots ?? [];
  if (query.isPending || query.isError) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setErrors(NO_ERRORS);
    try {
      await request.mutateAsync({ listingId: listing._id, startsAt: chosen, message });
    } catch (error) {
      setErrors(formErrorsOf(error, words.failed));
    }
  }

  const done = request.data?.viewing;
  return (
    <section aria-labelledby="viewing-title" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="viewing-title" className="flex items-center gap-2 text-lg font-semibold">
        <Eye aria-hidden="true" className="size-5 text-brand-700" />
        {words.title}
      </h2>
      <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">{words.free}</p>
      {done ? (
        <div role="status" className="space-y-2 rounded-xl bg-brand-50 p-3 text-brand-900">
          <p>{done.status === 'confirmed' ? words.booked : words.requested}</p>
          {done.conversationId ? (
            <Link to={paths.conversation(done.conversationId)} className="font-semibold underline">
              {words.openConversation}
            </Link>
          ) : null}
        </div>
      ) : slots.length === 0 ? (
        <p className="text-sm text-stone-600">{words.noTimes}</p>
      ) : !user ? (
        <Link to={signInPath(location.pathname)} className="btn-primary w-full">
          {words.signIn}
        </Link>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-stone-800">{words.pickTime}</legend>
            <div className="max-h-72 space-y-3 overflow-y-auto">
              {byDay(slots).map(([date, times]) => (
                <div key={date}>
                  <p className="text-sm font-medium text-stone-700">{stayDay(date)}</p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {times.map((slot) => (
                      <button
                        key={slot.startsAt}
                        type="button"
                        aria-pressed={chosen === slot.startsAt}
                        aria-label={`${stayDay(date)} ${slot.time}`}
                        onClick={() => setChosen(slot.startsAt)}
                        className={`min-h-11 min-w-16 rounded-xl border px-3 text-base font-medium ${
                          chosen === slot.startsAt
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-stone-400 bg-white text-stone-900'
                        }`}
                      >
                        {slot.time}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
          {errors.fields.startsAt ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.fields.startsAt}
            </p>
          ) : null}
          <TextAreaField
            label={words.message}
            name="message"
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.fields.message}
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          ) : null}
          {chosen ? (
            <SubmitButton
              busy={request.isPending}
              label={query.data.autoConfirm ? words.book : words.request}
              busyLabel={words.sending}
            />
          ) : null}
        </form>
      )}
    </section>
  );
}
