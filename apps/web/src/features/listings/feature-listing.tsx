import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEATURE_DAYS,
  featureListing,
  featureState,
  groupThousands,
  type FeatureDays,
  type Listing,
} from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { PriceReview } from '../../components/price-review';
import { currentLanguage } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { translateServerMessage } from '../../i18n';
import { publicConfigQueryKey, usePublicConfig } from '../../lib/public-config';
import { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from '../adult';
import { FeaturedLabel } from './listing-card/type-badge';

const words = {
  en: {
    title: 'Feature this listing',
    intro: 'Shown first on a page of the searches it matches, labelled "Featured". Paid by M-Pesa.',
    days: (days: number, price: string) => `${days} days · KSH ${price}`,
    featuredUntil: (date: string) => `Featured until ${date}: shown first on a page of the searches it matches.`,
    waiting: 'Check your phone: enter your M-Pesa PIN to pay. This updates when M-Pesa answers.',
    extend: 'Extend',
    more: (days: number, until: string, price: string) => `${days} more days, until ${until} · KSH ${price}`,
    testMode: 'Test mode: the M-Pesa simulator stands in, and no real money moves.',
    testPhone: 'Open the test phone',
    failed: 'That did not go through. Try again.',
    line: (days: number, until: string) => `Featured for ${days} days, until ${until}`,
    noRefund:
      'The days start as soon as M-Pesa confirms the payment; once they have started, featuring is not refunded.',
    asking: 'Sending the prompt…',
  },
  sw: {
    title: 'Angazia tangazo hili',
    intro:
      'Huonyeshwa kwanza kwenye ukurasa wa utafutaji unaolingana nalo, likiwa na alama "Imeangaziwa". Hulipwa kwa M-Pesa.',
    days: (days: number, price: string) => `Siku ${days} · KSH ${price}`,
    featuredUntil: (date: string) =>
      `Limeangaziwa hadi ${date}: linaonyeshwa kwanza kwenye ukurasa wa utafutaji unaolingana nalo.`,
    waiting: 'Angalia simu yako: weka PIN yako ya M-Pesa ili kulipa. Hii itabadilika M-Pesa ikijibu.',
    extend: 'Ongeza',
    more: (days: number, until: string, price: string) => `Siku ${days} zaidi, hadi ${until} · KSH ${price}`,
    testMode: 'Hali ya majaribio: kiigaji cha M-Pesa kinatumika, na hakuna pesa halisi inayohamishwa.',
    testPhone: 'Fungua simu ya majaribio',
    failed: 'Haikufaulu. Jaribu tena.',
    line: (days: number, until: string) => `Kuangaziwa kwa siku ${days}, hadi ${until}`,
    noRefund: 'Siku zinaanza mara M-Pesa inapothibitisha malipo; zikishaanza, pesa za kuangazia hazirudishwi.',
    asking: 'Inatuma ombi…',
  },
};

const DAY_MS = 86_400_000;

/**
 * On My listings: feature a public listing for 7 or 30 days (an M-Pesa prompt to the lister's
 * proven number), or see until when it is featured. The screen follows the server: while a
 * prompt is on the phone the choices wait (a second tap would be a second prompt), the end
 * date shows as soon as M-Pesa answers, and more days are their own choice ("Extend"), with
 * the new end date on each. A choice opens the whole price and the no-refund rule first; the
 * confirm sends the total shown, and a price changed meanwhile keeps the summary open with
 * the new one (the prices read again). Nothing where payments are off.
 */
export function FeatureListing({ listing, phone }: { listing: Listing; phone: string | null }) {
  const say = words[currentLanguage()];
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [extending, setExtending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The days chosen, whose summary is open; null while choosing.
  const [choice, setChoice] = useState<FeatureDays | null>(null);
  const needsAdult = useNeedsAdultConfirm();
  const prices = config.data?.featurePrices;
  const shown = Boolean(prices) && !listing.moderation && listing.availability === 'available';
  const state = useQuery({
    queryKey: ['feature', listing._id],
    queryFn: () => call(featureState, { params: { id: listing._id } }),
    enabled: shown,
    // While the prompt is on the phone, look every few seconds for how it ended.
    refetchInterval: (query) => (query.state.data?.pending ? 3_000 : false),
  });
  const ask = useMutation({
    mutationFn: ({ days, expectedTotal }: { days: FeatureDays; expectedTotal: number }) =>
      call(featureListing, {
        params: { id: listing._id },
        body: { days, ...(extending ? { extend: true } : {}), expectedTotal },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['feature', listing._id] }),
    // A refusal may be a price changed since the summary opened: the prices are read again.
    onError: () => queryClient.invalidateQueries({ queryKey: publicConfigQueryKey }),
  });
  if (!shown || !prices) return null;

  const now = state.data ? Date.now() : 0;
  const until = state.data?.featuredUntil ? new Date(state.data.featuredUntil) : null;
  const pending = ask.isPending || Boolean(state.data?.pending);
  const from = until && until.getTime() > now ? until.getTime() : Date.now();

  const endOf = (days: FeatureDays) => formatDayMonthYear(new Date(from + days * DAY_MS));

  async function feature(days: FeatureDays, expectedTotal: number) {
    setError(null);
    try {
      await ask.mutateAsync({ days, expectedTotal });
      setExtending(false);
      setChoice(null);
    } catch (failure) {
      markAdultNeeded(failure);
      setError(formErrorsOf(failure, say.failed).form ?? say.failed);
    }
  }

  const choices = (
    <div className="flex flex-wrap gap-2">
      {FEATURE_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          className={buttonStyles.secondary}
          aria-disabled={pending || needsAdult}
          onClick={() => {
            if (pending || needsAdult) return;
            setError(null);
            setChoice(days);
          }}
        >
          {until || extending
            ? say.more(days, endOf(days), groupThousands(prices[days]))
            : say.days(days, groupThousands(prices[days]))}
        </button>
      ))}
    </div>
  );

  return (
    <section className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm" aria-label={say.title}>
      {until ? (
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <FeaturedLabel /> {say.featuredUntil(formatDayMonthYear(until))}
        </p>
      ) : (
        <>
          <p className="font-semibold text-stone-900">{say.title}</p>
          <p className="text-stone-700">{say.intro}</p>
        </>
      )}
      {config.data?.paymentsTestMode && (!until || extending || pending) ? (
        <p className="rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950" role="note">
          {say.testMode}{' '}
          <a
            className="underline"
            href={`/daraja-sim/phone${phone ? `?number=${encodeURIComponent(phone.replace('+', ''))}` : ''}`}
            target="_blank"
            rel="noreferrer"
          >
            {say.testPhone}
          </a>
        </p>
      ) : null}
      {pending ? (
        <p role="status" className="font-medium text-stone-800">
          {say.waiting}
        </p>
      ) : null}
      {until && !extending && !pending ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => setExtending(true)}>
          {say.extend}
        </button>
      ) : null}
      {!until || extending || pending ? <AdultConfirm /> : null}
      {choice && !state.data?.pending ? (
        <PriceReview
          lines={[{ label: say.line(choice, endOf(choice)), amount: prices[choice] }]}
          total={prices[choice]}
          terms={<p>{say.noRefund}</p>}
          busy={ask.isPending}
          blocked={needsAdult}
          busyLabel={say.asking}
          error={error}
          onConfirm={(total) => void feature(choice, total)}
          onBack={() => {
            setChoice(null);
            setError(null);
          }}
        />
      ) : !until || extending || pending ? (
        choices
      ) : null}
      {!pending && state.data?.failure ? (
        <p role="alert" className="font-medium text-red-700">
          {translateServerMessage(state.data.failure, state.data.failureCode)}
        </p>
      ) : null}
      {error && !choice ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
