import { useTexts } from '../../i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { CANCELLATION_POLICIES, hostCalendar, setCancellationPolicy, type CancellationPolicy } from '@nyumba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call, invalidateContracts } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { paymentTexts } from './payment-texts';

/** The host's cancellation policy for a bnb: what a guest reads before asking and before paying. */
export function PolicyForm({ listingId, policy }: { listingId: string; policy: CancellationPolicy }) {
  const words = useTexts(paymentTexts);
  const client = useQueryClient();
  const [chosen, setChosen] = useState<CancellationPolicy>(policy);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => call(setCancellationPolicy, { params: { id: listingId }, body: { policy: chosen } }),
    onSuccess: () => invalidateContracts(client, [hostCalendar]),
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      setNotice((await save.mutateAsync()).message);
    } catch (failure) {
      setError(formErrorsOf(failure, words.payFailed).form ?? words.payFailed);
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-3" aria-labelledby="policy-title">
      <h2 id="policy-title" className="text-lg font-semibold text-stone-900">
        {words.policyTitle(words.policyName[chosen])}
      </h2>
      <label className="block text-sm font-semibold text-stone-800">
        {words.policyLabel}
        <select
          className="mt-1.5 block min-h-11 w-full rounded-xl border border-stone-500 bg-white px-3 text-base"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as CancellationPolicy)}
        >
          {CANCELLATION_POLICIES.map((option) => (
            <option key={option} value={option}>
              {words.policyName[option]}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-stone-700">{words.policy(chosen)}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary" aria-disabled={save.isPending}>
        {words.policySave}
      </button>
    </form>
  );
}
