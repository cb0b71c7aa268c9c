import { useState } from 'react';
import { STAR_LINES, formatRating, type Review } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { formErrorsOf } from '../../lib/form-errors';
import { selectCurrentUser, useSessionStore } from '../auth';
import { reviewTexts, starLineNames } from './review-texts';
import { useReplyToReview, useReportReview } from './reviews-api';
import { Stars } from './stars';

/** One published review: its stars by line, words, date, the reply under it; report or reply. */
export function ReviewItem({ review }: { review: Review }) {
  const texts = useTexts(reviewTexts);
  const viewer = useSessionStore(selectCurrentUser);
  const date = review.publishedAt ?? review.createdAt;
  return (
    <article className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4" data-testid="review">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{review.authorName}</p>
        <p className="inline-flex items-center gap-2 text-sm text-stone-600">
          <Stars value={review.overall} label={texts.starsOf(review.overall)} />
          <span aria-hidden="true" className="font-semibold text-stone-800">
            {formatRating(review.overall)}
          </span>
          <time dateTime={date}>{formatDayMonthYear(new Date(date))}</time>
        </p>
      </header>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {STAR_LINES.map((line) => (
          <div key={line} className="inline-flex items-center gap-1.5">
            <dt>{starLineNames(texts, review.role)[line]}</dt>
            <dd>
              <Stars value={review[line]} label={texts.starsOf(review[line])} size="size-3.5" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="break-words whitespace-pre-line text-stone-800">{review.text}</p>
      {review.reply ? (
        <div className="rounded-xl bg-stone-50 p-3 text-sm">
          <p className="font-semibold text-stone-800">{texts.reply}</p>
          <p className="break-words whitespace-pre-line text-stone-700">{review.reply.text}</p>
        </div>
      ) : null}
      {viewer && review.status === 'published' && viewer.id !== review.authorId ? (
        <ReviewActions review={review} canReply={!review.reply && viewer.id === review.subjectId} />
      ) : null}
    </article>
  );
}

/** The person reviewed may reply once; anyone signed in may report it. */
function ReviewActions({ review, canReply }: { review: Review; canReply: boolean }) {
  const texts = useTexts(reviewTexts);
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const reply = useReplyToReview();
  const report = useReportReview();
  const busy = reply.isPending || report.isPending;
  const error = reply.error ?? report.error;
  if (done) return <p className="text-sm font-medium text-emerald-800">{done}</p>;
  async function send() {
    if (open === 'reply') await reply.mutateAsync({ id: review.id, text });
    else {
      const answer = await report.mutateAsync({ id: review.id, reason: text });
      setDone(answer.message);
    }
    setOpen(null);
    setText('');
  }
  return (
    <div className="space-y-2 text-sm">
      {open ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send().catch(() => undefined);
          }}
        >
          <label className="block font-semibold text-stone-800">
            {open === 'reply' ? texts.replyTitle : texts.reportReason}
            <textarea
              className="mt-1 block w-full rounded-xl border border-stone-400 p-2 text-base"
              rows={3}
              maxLength={1000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          {error ? (
            <p role="alert" className="font-medium text-red-700">
              {errorText(error, texts.failed)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {open === 'reply' ? texts.sendReply : texts.sendReport}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen(null)}>
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-x-4">
          {canReply ? (
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-800 underline-offset-2 hover:underline"
              onClick={() => setOpen('reply')}
            >
              {texts.reply}
            </button>
          ) : null}
          <button
            type="button"
            className="min-h-11 font-medium text-stone-600 underline-offset-2 hover:underline"
            onClick={() => setOpen('report')}
          >
            {texts.report}
          </button>
        </div>
      )}
    </div>
  );
}

/** The field's message (the reply's text or the report's reason), else the answer's own. */
function errorText(error: unknown, fallback: string): string | null {
  const { fields, form } = formErrorsOf(error, fallback);
  return fields.text ?? fields.reason ?? form;
}
