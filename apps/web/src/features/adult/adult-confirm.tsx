import { useId, useState } from 'react';
import type { Language } from '@nyumba/domain';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { useTexts } from '../../i18n/use-translation';
import { selectCurrentUser, useSessionStore } from '../auth';
import { refreshSignedInUser, sendAdultConfirm } from './adult-terms-api';

// Sign-up records that a person is 18 or older (issue 58); an account made before it says so
// once, here, before listing or paying (the server refuses both until then: 403). The words
// sit with the prompt, in the screens that show it rather than in the texts of every first load.

const en = {
  title: 'Nyumba is for people 18 or older',
  body: 'Confirm it once to list a home or pay on Nyumba.',
  check: 'I am 18 or older',
  confirm: 'Confirm',
  busy: 'Confirming…',
  tickFirst: 'Tick “I am 18 or older” first.',
  failed: 'That did not go through. Try again.',
};
const sw: typeof en = {
  title: 'Nyumba ni kwa watu wenye miaka 18 au zaidi',
  body: 'Thibitisha mara moja ili kutangaza nyumba au kulipa kwenye Nyumba.',
  check: 'Nina miaka 18 au zaidi',
  confirm: 'Thibitisha',
  busy: 'Inathibitisha…',
  tickFirst: 'Weka alama kwenye “Nina miaka 18 au zaidi” kwanza.',
  failed: 'Haikufaulu. Jaribu tena.',
};
const adultTexts = (language: Language) => (language === 'sw' ? sw : en);

/**
 * Whether the signed-in account still has to say it is 18 or older. Only the server's
 * `false` counts: a copy stored before it said anything blocks nothing (the server still
 * refuses, and `markAdultNeeded` then shows the prompt).
 */
export function useNeedsAdultConfirm(): boolean {
  return useSessionStore(selectCurrentUser)?.adultConfirmed === false;
}

/** A refusal for want of the confirmation (the server names the field `adult`) shows the prompt. */
export function markAdultNeeded(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.fieldErrors.adult) return;
  const user = useSessionStore.getState().currentUser;
  if (user && user.adultConfirmed !== false) useSessionStore.getState().setUser({ ...user, adultConfirmed: false });
}

/**
 * "I am 18 or older" and "Confirm", above whatever waits for it (the new-listing form, a pay
 * button); nothing once confirmed. The button stays until the box is ticked.
 */
export function AdultConfirm({ className = '' }: { className?: string }) {
  const words = useTexts(adultTexts);
  const needed = useNeedsAdultConfirm();
  const id = useId();
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!needed) return null;

  async function confirm() {
    if (busy) return;
    if (!ticked) {
      setError(words.tickFirst);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendAdultConfirm();
      await refreshSignedInUser({ adultConfirmed: true });
    } catch (failure) {
      setError(formErrorsOf(failure, words.failed).form ?? words.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
      data-adult-confirm
    >
      <p id={`${id}-title`} className="font-semibold">
        {words.title}
      </p>
      <p>{words.body}</p>
      <label htmlFor={`${id}-check`} className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          id={`${id}-check`}
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked);
            setError(null);
          }}
        />
        {words.check}
      </label>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        aria-disabled={busy || !ticked}
        aria-busy={busy}
        onClick={() => void confirm()}
      >
        {busy ? words.busy : words.confirm}
      </button>
    </section>
  );
}
