import { useMutation } from '@tanstack/react-query';
import { confirmListing, type ConfirmAnswer } from '@nyumba/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { LinkAnswerScreen } from '../../components/link-answer-screen';
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
  const words = freshnessTexts(currentLanguage());
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
  return (
    <LinkAnswerScreen
      answer={save}
      done={(data) => words[data.availability](data.name)}
      words={{
        title: words.title,
        working: words.working,
        invalid: words.invalid,
        failed: words.failed,
        retry: words.retry,
        manage: words.manage,
      }}
      manageTo={paths.myListings}
    />
  );
}
