import { pageAddress } from '@nyumba/domain';
import { Link } from 'react-router';
import type { Job } from '@nyumba/domain';
import { Hammer } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useTexts } from '../../i18n/use-translation';
import { JobCard } from './job-card';
import { jobTexts } from './job-texts';
import { useJobsNear, useMyJobs } from './jobs-api';

function JobList({ title, list, hint }: { title: string; list: readonly Job[]; hint?: string }) {
  if (list.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {list.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}

/** /jobs: the jobs the person posted, those they quoted for, and open jobs near them as a provider. */
export function JobsPage() {
  const words = useTexts(jobTexts);
  const mine = useMyJobs();
  const near = useJobsNear();
  const list = mine.data?.jobs ?? [];
  const quoted = new Set(list.map((job) => job.id));
  const open = (near.data?.jobs ?? []).filter((job) => !quoted.has(job.id));
  const failed = mine.isError || near.isError;
  return (
    <Screen title={words.pageTitle} className="page-container max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScreenTitle>{words.pageTitle}</ScreenTitle>
        <Link to={pageAddress.job('new')} className="btn-primary">
          {words.post}
        </Link>
      </div>
      <p className="mt-1 text-stone-600">{words.intro}</p>
      <div className="mt-5 space-y-8">
        {failed ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{words.loadFailed}</p>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void Promise.all([mine.refetch(), near.refetch()])}
            >
              {words.retry}
            </button>
          </div>
        ) : mine.isPending || near.isPending ? (
          <p role="status" className="text-stone-600">
            {words.loading}
          </p>
        ) : list.length + open.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <Hammer aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">{words.empty}</p>
            <p className="text-stone-600">{words.emptyHint}</p>
          </div>
        ) : (
          <>
            <JobList title={words.near} hint={words.nearHint} list={open} />
            <JobList title={words.mine} list={list.filter((job) => job.role === 'client')} />
            <JobList title={words.quoted} list={list.filter((job) => job.role === 'provider')} />
          </>
        )}
      </div>
    </Screen>
  );
}
