import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@nyumba/domain';
import { PhoneCodeForm } from '../../components/phone-code-form';
import { translateServerMessage } from '../../i18n';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { invalidateContracts } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { LISTING_CONTRACTS, proveListingNumber, resendListingCode } from './listings-api';
import { listingNumberTexts } from './listing-number-texts';

/** A code just sent for a listing's number (carried from the form to My listings). */
export interface NumberSent {
  listingId: string;
  sentTo?: string | undefined;
  resendAt?: string | undefined;
  problem?: string | undefined;
  problemCode?: string | undefined;
}

/**
 * A listing's number as its lister sees it, until proven: a new or edited listing waits,
 * not public, for the code sent to its number; an older one stays public, marked unproven,
 * with a button to prove it. Entering the code publishes every listing of theirs with that number.
 */
export function ListingNumberPanel({ listing, sent }: { listing: Listing; sent?: NumberSent | undefined }) {
  const { t } = useTranslation();
  const words = useTexts(listingNumberTexts);
  const queryClient = useQueryClient();
  const state = listing.numberProof?.state;
  const [code, setCode] = useState<{ sentTo?: string | undefined; resendAt: string } | null>(
    state === 'pending' ? { sentTo: sent?.sentTo, resendAt: sent?.resendAt ?? new Date().toISOString() } : null,
  );
  const resend = useMutation({
    mutationFn: () => resendListingCode(listing._id),
    onSuccess: (answer) => setCode({ sentTo: answer.sentTo, resendAt: answer.resendAt }),
  });
  const prove = useMutation({
    mutationFn: (value: string) => proveListingNumber(listing._id, value),
    onSuccess: () => invalidateContracts(queryClient, LISTING_CONTRACTS, 'none'),
  });
  if (prove.isSuccess) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        {prove.data}
      </p>
    );
  }
  if (state !== 'pending' && state !== 'unproven') return null;
  const proveErrors = prove.error ? formErrorsOf(prove.error, t('auth.errors.generic')) : null;
  const problem =
    (resend.error ? formErrorsOf(resend.error, t('auth.errors.generic')).form : null) ??
    proveErrors?.form ??
    (sent?.problem ? translateServerMessage(sent.problem, sent.problemCode) : null);
  const pending = state === 'pending';
  return (
    <section
      aria-label={pending ? words.pendingTitle : words.unprovenTitle}
      className={`rounded-xl border p-3 text-sm ${pending ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-stone-200 bg-white text-stone-800'}`}
    >
      <p className="font-semibold">{pending ? words.pendingTitle : words.unprovenTitle}</p>
      <p className="mt-1">{pending ? words.pendingBody(code?.sentTo) : words.unprovenBody}</p>
      {code ? (
        <PhoneCodeForm
          labels={{
            code: words.code,
            confirm: words.confirm,
            confirming: words.confirming,
            resend: words.resend,
            resendIn: words.resendIn,
          }}
          resendAt={code.resendAt}
          busy={prove.isPending}
          error={proveErrors?.fields.code}
          onConfirm={(value) => prove.mutate(value)}
          onResend={() => resend.mutate()}
          resending={resend.isPending}
          focus={Boolean(sent) || resend.isSuccess}
        />
      ) : (
        <button
          type="button"
          className="btn-secondary mt-3"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? words.sending : words.sendCode}
        </button>
      )}
      {problem ? (
        <p role="alert" className="mt-3 font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
