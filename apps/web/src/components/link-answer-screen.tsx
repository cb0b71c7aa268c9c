import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';
import { buttonStyles } from './button-styles';
import { Screen, ScreenTitle } from './screen';

interface LinkAnswerWords {
  title: string;
  working: string;
  /** The link is spent, changed or made up: asking again will not help. */
  invalid: string;
  /** The network or the server failed: try again. */
  failed: string;
  retry: string;
  manage: string;
}

/**
 * The page a one-tap link opens (a mail's "still available?" answer, an SMS's "stop"): what
 * the link did, or why it did not, with Try again only where trying again can help, and a
 * way on to where the person manages it.
 */
export function LinkAnswerScreen<T>({
  answer,
  done,
  words,
  manageTo,
}: {
  answer: UseMutationResult<T, Error, void>;
  done: (data: T) => string;
  words: LinkAnswerWords;
  manageTo: string;
}) {
  const invalid = answer.error instanceof ApiError && answer.error.status < 500 && answer.error.status !== 429;
  return (
    <Screen title={words.title} className="page-container max-w-xl">
      <ScreenTitle>{words.title}</ScreenTitle>
      <div role="status" className="mt-4 text-lg text-stone-800">
        {answer.isSuccess ? done(answer.data) : answer.isError ? null : words.working}
      </div>
      {answer.isError ? (
        <div role="alert" className="mt-2 flex flex-col items-start gap-3">
          <p className="text-lg text-red-800">{invalid ? words.invalid : words.failed}</p>
          {invalid ? null : (
            <button type="button" className={buttonStyles.secondary} onClick={() => answer.mutate()}>
              {words.retry}
            </button>
          )}
        </div>
      ) : null}
      <Link to={manageTo} className={`${buttonStyles.secondary} mt-6`}>
        {words.manage}
      </Link>
    </Screen>
  );
}
