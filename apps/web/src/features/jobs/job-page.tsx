import { pageAddress, routePatterns } from '@nyumba/domain';
import { Link } from 'react-router';
import type { Job } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { PhotoStrip } from '../../components/photo-picker';
import { Screen, ScreenTitle } from '../../components/screen';
import { WhatsappShare } from '../../components/whatsapp-share';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { CancelJob, ConfirmOrProblem, MarkDone, PayJob } from './job-actions';
import { jobDay, ksh, tradeOf } from './job-format';
import { jobTexts } from './job-texts';
import { useAcceptQuote, useJob } from './jobs-api';
import { QuoteCard } from './quote-card';
import { QuoteForm } from './quote-form';

/** What the reader may do now, by their side and the job's state. */
function NextStep({ job }: { job: Job }) {
  const mineChosen = job.role === 'provider' && job.accepted !== null;
  if (job.role === 'client') {
    if (job.status === 'accepted') return <PayJob job={job} />;
    if (job.status === 'paid' || job.status === 'done') return <ConfirmOrProblem job={job} />;
  }
  if (mineChosen && job.status === 'paid') return <MarkDone job={job} />;
  if (job.role === 'provider' && !mineChosen && (job.status === 'open' || job.status === 'quoted')) {
    const waiting = job.quotes[0];
    if (!waiting || waiting.status === 'sent') return <QuoteForm job={job} />;
  }
  return null;
}

/** Cancelling as the job's rules allow the reader (the server decides; this only offers it where it may). */
function cancelOffer(job: Job): 'cancel' | 'withdraw' | null {
  const early = job.stage === null || job.stage.number === 1;
  if (job.role === 'client' && ['open', 'quoted', 'accepted', 'paid'].includes(job.status) && early) return 'cancel';
  if (job.role === 'provider' && job.accepted && (job.status === 'accepted' || job.status === 'paid') && early)
    return 'cancel';
  if (job.role === 'provider' && !job.accepted && job.quotes[0]?.status === 'sent') return 'withdraw';
  return null;
}

/** /jobs/:jobId: the job, its quotes side by side for the client, and the reader's next step. */
export function JobPage({ id }: { id: string }) {
  const words = useTexts(jobTexts);
  const language = useLanguage();
  const query = useJob(id);
  const accept = useAcceptQuote(id);
  const job = query.data?.job;
  const title = job ? `${tradeOf(job, language)} · ${job.areaName}` : words.pageTitle;
  const offer = job ? cancelOffer(job) : null;
  return (
    <Screen title={title} className="page-container max-w-4xl">
      <Link to={routePatterns.jobs} className="inline-flex min-h-11 items-center font-semibold text-brand-800">
        ← {words.back}
      </Link>
      {query.isError ? (
        <div
          role="alert"
          className="mt-4 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-medium text-red-800">{words.loadFailed}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
            {words.retry}
          </button>
        </div>
      ) : !job ? (
        <p role="status" className="mt-4 text-stone-600">
          {words.loading}
        </p>
      ) : (
        <div className="mt-2 space-y-6" data-job-status={job.status}>
          <header className="space-y-2">
            <ScreenTitle>{title}</ScreenTitle>
            <p
              className="inline-block rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800"
              role="status"
            >
              {words.status[job.status]}
            </p>
            <p className="whitespace-pre-line text-stone-900">{job.description}</p>
            <WhatsappShare name={title} path={pageAddress.job(job.id)} />
            <p className="text-sm text-stone-600">
              {words.whenLine(job.when === 'this-week' ? words.thisWeek : jobDay(job.when))}
              {job.budget ? ` · ${words.budgetLine(ksh(job.budget))}` : ''}
            </p>
            <PhotoStrip photos={job.photos} alt={words.photoOf} />
          </header>
          {job.accepted || job.money.held + job.money.toProvider + job.money.toClient > 0 ? (
            <p className="text-sm text-stone-700">
              {words.money(ksh(job.money.held), ksh(job.money.toProvider), ksh(job.money.toClient))}
            </p>
          ) : null}
          {job.done ? (
            <section className="rounded-2xl bg-sky-50 p-4">
              <p className="font-semibold">{words.doneTitle}</p>
              {job.done.note ? <p>{job.done.note}</p> : null}
              <PhotoStrip photos={job.done.photos} alt={words.photoOf} />
            </section>
          ) : null}
          {job.decision ? (
            <p className="rounded-xl bg-stone-100 p-3">{words.decision(job.decision.outcome, job.decision.reason)}</p>
          ) : null}
          <NextStep job={job} />
          <section aria-label={words.quotesTitle} className="space-y-3">
            <h2 className="text-lg font-semibold">{job.role === 'provider' ? words.yourQuote : words.quotesTitle}</h2>
            <p className="text-sm text-stone-600">{words.quotesCount(job.quoteCount)}</p>
            {job.role === 'client' && job.quotes.length === 0 ? (
              <p className="text-stone-600">{words.noQuotes}</p>
            ) : null}
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {job.quotes.map((quote) => (
                <QuoteCard
                  key={quote.id}
                  quote={quote}
                  busy={accept.isPending}
                  {...(job.role === 'client' && (job.status === 'open' || job.status === 'quoted')
                    ? { onAccept: () => void accept.mutateAsync(quote.id).catch(() => undefined) }
                    : {})}
                />
              ))}
            </ul>
          </section>
          {job.conversationId && (job.status === 'released' || job.status === 'closed') ? (
            <Link to={paths.conversation(job.conversationId)} className="btn-primary inline-flex">
              {words.review}
            </Link>
          ) : job.conversationId ? (
            <Link to={paths.conversation(job.conversationId)} className="font-semibold text-brand-800 underline">
              {words.conversation}
            </Link>
          ) : null}
          {offer ? <CancelJob job={job} withdraw={offer === 'withdraw'} /> : null}
        </div>
      )}
    </Screen>
  );
}
