import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FEATURE_DAYS, featureListing, groupThousands, type FeatureDays, type Listing } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';

import { currentLanguage } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { usePublicConfig } from '../../lib/public-config';
import { FeaturedLabel } from './listing-card/type-badge';

const words = {
  en: {
    title: 'Feature this listing',
    intro: 'Shown first on a page of the searches it matches, labelled "Featured". Paid by M-Pesa.',
    days: (days: number, price: string) => `${days} days · KSH ${price}`,
    featured: 'Shown first on a page of the searches it matches.',
    testMode: 'Test mode: the M-Pesa simulator stands in, and no real money moves.',
    testPhone: 'Open the test phone',
    failed: 'That did not go through. Try again.',
  },
  sw: {
    title: 'Angazia tangazo hili',
    intro:
      'Huonyeshwa kwanza kwenye ukurasa wa utafutaji unaolingana nalo, likiwa na alama "Imeangaziwa". Hulipwa kwa M-Pesa.',
    days: (days: number, price: string) => `Siku ${days} · KSH ${price}`,
    featured: 'Linaonyeshwa kwanza kwenye ukurasa wa utafutaji unaolingana nalo.',
    testMode: 'Hali ya majaribio: kiigaji cha M-Pesa kinatumika, na hakuna pesa halisi inayohamishwa.',
    testPhone: 'Fungua simu ya majaribio',
    failed: 'Haikufaulu. Jaribu tena.',
  },
};

/**
 * On My listings: feature a public listing for 7 or 30 days (an M-Pesa prompt to the lister's
 * proven number), or see that it is featured. Nothing where payments are off.
 */
export function FeatureListing({ listing, phone }: { listing: Listing; phone: string | null }) {
  const say = words[currentLanguage()];
  const config = usePublicConfig();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (days: FeatureDays) => call(featureListing, { params: { id: listing._id }, body: { days } }),
  });
  const prices = config.data?.featurePrices;
  if (!prices || listing.moderation || listing.availability !== 'available') return null;

  async function feature(days: FeatureDays) {
    setNotice(null);
    setError(null);
    try {
      setNotice((await ask.mutateAsync(days)).message);
    } catch (failure) {
      setError(formErrorsOf(failure, say.failed).form ?? say.failed);
    }
  }

  return (
    <section className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm" aria-label={say.title}>
      {listing.featured ? (
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <FeaturedLabel /> {say.featured}
        </p>
      ) : (
        <>
          <p className="font-semibold text-stone-900">{say.title}</p>
          <p className="text-stone-700">{say.intro}</p>
          {config.data?.paymentsTestMode ? (
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
          <div className="flex flex-wrap gap-2">
            {FEATURE_DAYS.map((days) => (
              <button
                key={days}
                type="button"
                className={buttonStyles.secondary}
                aria-disabled={ask.isPending}
                onClick={() => void feature(days)}
              >
                {say.days(days, groupThousands(prices[days]))}
              </button>
            ))}
          </div>
        </>
      )}
      {notice ? (
        <p role="status" className="font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
