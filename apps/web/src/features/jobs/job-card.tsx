import { pageAddress } from '@nyumba/domain';
import { Link } from 'react-router';
import type { Job, JobStatus } from '@nyumba/domain';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { jobDay, ksh, tradeOf } from './job-format';
import { jobTexts } from './job-texts';

const STATUS_STYLE: Record<JobStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  quoted: 'bg-amber-100 text-amber-900',
  accepted: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  done: 'bg-sky-100 text-sky-900',
  released: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
  disputed: 'bg-red-100 text-red-900',
  closed: 'bg-stone-200 text-stone-800',
};

/** One job in a list: the trade and area, what is asked, when, the quotes and where it stands. */
export function JobCard({ job }: { job: Job }) {
  const words = useTexts(jobTexts);
  const language = useLanguage();
  const when = job.when === 'this-week' ? words.thisWeek : jobDay(job.when);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white" data-job={job.id}>
      <Link to={pageAddress.job(job.id)} className="block space-y-1 rounded-2xl p-4 hover:bg-stone-50">
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="font-semibold text-stone-900">
            {tradeOf(job, language)} · {job.areaName}
          </span>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLE[job.status]}`}>
            {words.status[job.status]}
          </span>
        </span>
        <span className="line-clamp-2 block text-stone-800">{job.description}</span>
        <span className="block text-sm text-stone-600">
          {words.whenLine(when)}
          {job.budget ? ` · ${words.budgetLine(ksh(job.budget))}` : ''}
          {` · ${words.quotesCount(job.quoteCount)}`}
        </span>
      </Link>
    </li>
  );
}
