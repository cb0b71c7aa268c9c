import { useMutation } from '@tanstack/react-query';
import { confirmListing, type ConfirmAnswer } from '@nyumba/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { ApiError, call } from '../../lib/api-client';
import { paths } from '../../paths';
import { freshnessTexts } from './freshness-texts';

const ANSWERS: readonly string[] = ['available', 'gone', 'pause'];

/**
 * /listings/confirm?listing=…&token=…&answer=…, the "still available?" mail's links: one
 * click answers, with no sign-in (the token is the proof). The page posts once it is open;
 * a mail scanner that only fetches the address changes nothing.
 */
export function ConfirmListingPage() {
  useTranslation();
  const words = useTexts(freshnessTexts);
  const [params] = useSearchParams();
  const listing = params.get('listing') ?? '';
  const token = params.get('token') ?? '';
  const answer = params.get('answer') ?? '';
  const save = useMutation({
    mutationFn: () =>
      call(confirmListing, {
        query: { listing, token, answer: (ANSWERS.includes(answer) ? answer : 'available') as ConfirmAnswer },
      }),
  });
  const { mutate } = save;
  useEffect(() => mutate(), [mutate]);
  const invalid = save.error instanceof ApiError && save.error.status < 500 && save.error.status !== 429;

  return (
    <Screen title={words.title} className="page-container max-w-xl">
      <ScreenTitle>{words.title}</ScreenTitle>
      <div role="status" className="mt-4 text-lg text-stone-800">
        {save.isSuccess ? words[save.data.availability](save.data.name) : save.isError ? null : words.working}
      </div>
      {save.isError ? (
        <div role="alert" className="mt-2 flex flex-col items-start gap-3">
          <p className="text-lg text-red-800">{invalid ? words.invalid : words.failed}</p>
          {invalid ? null : (
            <button type="button" className={buttonStyles.secondary} onClick={() => mutate()}>
              {words.retry}
            </button>
          )}
        </div>
      ) : null}
      <Link to={paths.myListings} className={`${buttonStyles.secondary} mt-6`}>
        {words.manage}
      </Link>
    </Screen>
  );
}
