import { useState } from 'react';
import { REVIEW_TEXT_MAX, STAR_LINES, type Deal, type StarLine } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { formErrorsOf } from '../../lib/form-errors';
import { reviewTexts, starLineNames } from './review-texts';
import { useWriteReview } from './reviews-api';
import { StarInput } from './stars';

/** Three lines of stars and the words: a review of the other side of one hire or stay. */
export function ReviewForm({ deal }: { deal: Deal }) {
  const texts = useTexts(reviewTexts);
  // Ids from the deal, not useId: Preact's repeats ids in parts mounted after the page.
  const textId = `review-${deal.id}`;
  const [stars, setStars] = useState<Record<StarLine, number>>({ quality: 0, punctuality: 0, price: 0 });
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const write = useWriteReview();

  async function submit() {
    setFormError(null);
    try {
      await write.mutateAsync({ kind: deal.kind, dealId: deal.id, ...stars, text });
      setErrors({});
    } catch (failure) {
      const found = formErrorsOf(failure, texts.failed);
      setErrors(found.fields);
      setFormError(found.form);
    }
  }

  const lineError = STAR_LINES.map((line) => errors[line]).find(Boolean);
  return (
    <form
      className="space-y-3 rounded-2xl border border-brand-200 bg-white p-4"
      aria-labelledby={`${textId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!write.isPending) void submit();
      }}
    >
      <h3 id={`${textId}-title`} className="font-semibold text-stone-900">
        {texts.writeReview(deal.myRole)}
      </h3>
      <p className="text-sm text-stone-600">{texts.reviewIntro}</p>
      {STAR_LINES.map((line) => (
        <StarInput
          key={line}
          name={line}
          legend={starLineNames(texts, deal.myRole)[line]}
          value={stars[line]}
          starLabel={texts.starsOf}
          disabled={write.isPending}
          onChange={(value) => setStars((current) => ({ ...current, [line]: value }))}
        />
      ))}
      {lineError ? <p className="text-sm font-medium text-red-700">{lineError}</p> : null}
      <div>
        <label htmlFor={textId} className="block font-semibold text-stone-800">
          {texts.text}
        </label>
        <p id={`${textId}-hint`} className="text-sm text-stone-600">
          {texts.textHint}
        </p>
        <textarea
          id={textId}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          disabled={write.isPending}
          aria-describedby={`${textId}-hint${errors.text ? ` ${textId}-error` : ''}`}
          aria-invalid={errors.text ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 block w-full rounded-xl border border-stone-400 p-2 text-base"
        />
        {errors.text ? (
          <p id={`${textId}-error`} className="text-sm font-medium text-red-700">
            {errors.text}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" aria-disabled={write.isPending}>
        {write.isPending ? texts.sending : texts.send}
      </button>
    </form>
  );
}
