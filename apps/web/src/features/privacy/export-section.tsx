import './privacy-texts';
import { Download, FileArchive } from 'lucide-react';
import { EXPORT_LINK_DAYS, type DataExport } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatDayMonthYear } from '../../lib/kenyan-dates';
import { formErrorsOf } from '../../lib/form-errors';
import { useMyExports, useStartExport } from './privacy-api';
import { PrivacySection } from './privacy-section';

const STATUS_LOOK: Record<DataExport['status'], string> = {
  building: 'bg-amber-50 text-amber-800',
  ready: 'bg-brand-50 text-brand-800',
  failed: 'bg-red-50 text-red-700',
  expired: 'bg-stone-100 text-stone-600',
};

/** A ZIP's size in MB with one decimal: what a person on bundles weighs before downloading. */
const megabytes = (bytes: number) => (Math.max(bytes, 100_000) / 1_000_000).toFixed(1);

function ExportRow({ copy }: { copy: DataExport }) {
  const { t } = useTranslation();
  const until = formatDayMonthYear(new Date(copy.expiresAt));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_LOOK[copy.status]}`}>
            {t(`privacy.export.status.${copy.status}`)}
          </span>
          <span className="text-sm text-stone-700">
            {t('privacy.export.asked', { date: formatDateTime(new Date(copy.createdAt)) })}
          </span>
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {copy.status === 'ready'
            ? t('privacy.export.until', { date: until })
            : copy.status === 'expired'
              ? t('privacy.export.expiredOn', { date: until })
              : copy.status === 'building'
                ? t('privacy.export.preparing')
                : t('privacy.export.broken')}
        </p>
      </div>
      {copy.status === 'ready' && copy.url ? (
        // A plain link: the browser downloads the ZIP itself, with the session cookie, and
        // a copy of several photos' originals never passes through the page's memory.
        <a href={copy.url} download className={`${buttonStyles.secondary} shrink-0 self-start sm:self-auto`}>
          <Download aria-hidden="true" className="size-5" />
          {t('privacy.export.download')}
          {copy.bytes !== undefined ? (
            <span className="text-sm font-normal text-stone-600">
              {t('privacy.export.size', { size: megabytes(copy.bytes) })}
            </span>
          ) : null}
        </a>
      ) : null}
    </li>
  );
}

/** Download my data: one button, then the copies asked for, each downloadable once ready. */
export function ExportSection() {
  const { t } = useTranslation();
  const list = useMyExports();
  const start = useStartExport();
  // Only one copy is built at a time: the button waits while one is, rather than meeting a refusal.
  const building = list.data?.exports.some((copy) => copy.status === 'building') ?? false;
  return (
    <PrivacySection id="export" icon={FileArchive} title={t('privacy.export.title')}>
      <p className="text-stone-700">{t('privacy.export.intro', { days: EXPORT_LINK_DAYS })}</p>
      <button
        type="button"
        className="btn-primary mt-4 disabled:cursor-not-allowed disabled:opacity-60"
        disabled={start.isPending || building}
        aria-busy={start.isPending}
        onClick={() => start.mutate()}
      >
        <Download aria-hidden="true" className="size-5" />
        {start.isPending ? t('privacy.export.starting') : t('privacy.export.start')}
      </button>
      {start.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {formErrorsOf(start.error, t('privacy.export.failed')).form}
        </p>
      ) : null}
      <h3 className="mt-6 font-semibold text-stone-900">{t('privacy.export.listTitle')}</h3>
      {list.isPending ? (
        <p role="status" className="mt-2 text-stone-600">
          {t('privacy.export.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-red-700">{t('privacy.export.loadFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.refetch()}>
            {t('privacy.export.retry')}
          </button>
        </div>
      ) : list.data.exports.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('privacy.export.none')}</p>
      ) : (
        // Polite: a copy turning ready is said once, without taking the reader's place.
        <ul aria-live="polite" className="mt-1 divide-y divide-stone-100">
          {list.data.exports.map((copy) => (
            <ExportRow key={copy.id} copy={copy} />
          ))}
        </ul>
      )}
    </PrivacySection>
  );
}
