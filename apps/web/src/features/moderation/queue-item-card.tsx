import './moderation-texts';
import type { ModerationAction, QueueItem } from '@nyumba/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { translateServerMessage } from '../../i18n';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { formatShortMonthYear } from '../../lib/kenyan-dates';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { ClaimDue } from './claim-evidence';
import { DecisionLog } from './decision-log';
import { CopiesCompared, ListerRiskSummary } from './shield-panels';
import { shieldTexts } from './shield-texts';
import { useModerateItem, useSuspendUser } from './moderation-api';

/** The decisions that make sense for an item in its state. */
function actionsFor(item: QueueItem): ModerationAction[] {
  if (item.state === 'suspended') return item.reports.open > 0 ? ['dismiss'] : [];
  if (item.state === 'removed') return ['restore'];
  if (item.state === 'hidden') return ['dismiss', 'remove', 'restore'];
  return ['dismiss', 'hide', 'remove'];
}

/**
 * One reported or hidden item: a preview with a link to it, why people reported it, who
 * listed it and their history, earlier decisions, and the moderator's choices, each
 * needing a reason (the lister is shown it).
 */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const decide = useModerateItem(item.kind, item.id);
  const suspend = useSuspendUser(item.owner.id);
  const failed = decide.error ?? suspend.error;
  const errors = failed ? formErrorsOf(failed, t('moderation.failed')) : NO_ERRORS;
  const busy = decide.isPending || suspend.isPending;
  // Removing and suspending hit a person's livelihood: one press asks, the second does it.
  const [confirming, setConfirming] = useState<'remove' | 'suspend' | null>(null);
  const act = (action: ModerationAction) => {
    if (action === 'remove' && confirming !== 'remove') return setConfirming('remove');
    setConfirming(null);
    decide.mutate({ action, reason });
  };
  const suspendOrLift = () => {
    if (!item.owner.suspended && confirming !== 'suspend') return setConfirming('suspend');
    setConfirming(null);
    suspend.mutate({ suspended: !item.owner.suspended, reason });
  };
  const href = item.kind === 'listing' ? paths.listing(item.id) : paths.post(item.id);
  const titleId = `queue-${item.id}`;

  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-white p-4 shadow-sm ${item.urgent ? 'border-red-300 ring-1 ring-red-200' : 'border-stone-200'}`}
    >
      {item.claim ? <ClaimDue claim={item.claim} /> : null}
      {item.urgent ? (
        <p className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {t('moderation.queue.urgent')}
        </p>
      ) : null}
      <div className="flex gap-3">
        {item.image ? (
          <img src={item.image} alt="" width={96} height={72} className="h-18 w-24 shrink-0 rounded-lg object-cover" />
        ) : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t(item.kind === 'listing' ? 'moderation.queue.listing' : 'moderation.queue.post')} ·{' '}
            {t(`moderation.queue.state.${item.state}`)}
          </p>
          <h2 id={titleId} className="[overflow-wrap:anywhere] font-semibold text-stone-900">
            <Link to={href} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          <p className="text-sm [overflow-wrap:anywhere] text-stone-700">
            <Link to={paths.lister(item.owner.id)} className="underline-offset-2 hover:underline">
              {t('moderation.queue.owner', {
                name: item.owner.name,
                since: formatShortMonthYear(new Date(item.owner.memberSince)),
                counts: [
                  t('moderation.queue.listingCount', { count: item.owner.listingCount }),
                  t('moderation.queue.postCount', { count: item.owner.postCount }),
                  t('moderation.queue.removedCount', { count: item.owner.removedCount }),
                ].join(', '),
              })}
            </Link>
            {item.owner.suspended ? (
              <strong className="ml-1 text-red-800">{t('moderation.queue.ownerSuspended')}</strong>
            ) : null}
          </p>
          <OwnerPhone phone={item.owner.phone} />
        </div>
      </div>

      <ListerRiskSummary risk={item.owner.risk} />
      {item.stateReason ? (
        <p className="mt-2 text-sm text-stone-800">{translateServerMessage(item.stateReason, item.stateReasonCode)}</p>
      ) : null}
      <CopiesCompared item={item} reason={reason} />
      {item.reports.open > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-stone-900">{t('moderation.queue.reports', { count: item.reports.open })}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {item.reports.byReason.map((entry) => (
              <li key={entry.reason} className="rounded-full bg-amber-100 px-3 py-1 text-amber-950">
                {t(`moderation.report.reasons.${entry.reason}`)} × {entry.count}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-stone-700">
            {t('moderation.queue.weight', { weight: item.reports.weight, threshold: item.reports.threshold })}
          </p>
          <ReporterStandings item={item} />
          {item.reports.notes.length > 0 ? (
            <>
              <p className="mt-2 font-semibold text-stone-900">{t('moderation.queue.notes')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere] text-stone-800">
                {item.reports.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {item.log.length > 0 ? (
        <details className="mt-3 rounded-xl bg-stone-50 p-2 text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-900">
            {t('moderation.queue.log')} ({item.log.length})
          </summary>
          <DecisionLog entries={item.log} />
        </details>
      ) : null}

      <div className="mt-3 space-y-3">
        <TextField
          name="reason"
          label={t('moderation.queue.reason')}
          hint={t('moderation.queue.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.fields.reason}
        />
        <div className="flex flex-wrap gap-2">
          {actionsFor(item).map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              className={action === 'remove' ? buttonStyles.danger : buttonStyles.secondary}
              onClick={() => act(action)}
            >
              {t(`moderation.queue.${action}`)}
            </button>
          ))}
          <button
            type="button"
            disabled={busy}
            className={item.owner.suspended ? buttonStyles.secondary : buttonStyles.danger}
            onClick={suspendOrLift}
          >
            {t(item.owner.suspended ? 'moderation.queue.unsuspend' : 'moderation.queue.suspend')}
          </button>
        </div>
        {confirming ? (
          <div
            role="alertdialog"
            aria-label={t(`moderation.queue.confirm.${confirming}`)}
            className="rounded-xl border border-red-200 bg-red-50 p-3"
          >
            <p className="font-medium text-red-900">{t(`moderation.queue.confirm.${confirming}`)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                className={buttonStyles.danger}
                onClick={() => (confirming === 'remove' ? act('remove') : suspendOrLift())}
              >
                {t(`moderation.queue.confirm.${confirming}Yes`)}
              </button>
              <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(null)}>
                {t('moderation.queue.confirm.cancel')}
              </button>
            </div>
          </div>
        ) : null}
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Each reporter's standing, so the moderator sees whose word hid (or nearly hid) an item. */
function ReporterStandings({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  if (item.reports.reporters.length === 0) return null;
  return (
    <details className="mt-2 rounded-xl bg-stone-50 p-2">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-900">
        {t('moderation.queue.reporters')} ({item.reports.reporters.length})
      </summary>
      <ul className="mt-1 space-y-1 [overflow-wrap:anywhere] text-stone-800">
        {item.reports.reporters.map((reporter) => (
          <li key={reporter.id}>
            <Link to={paths.lister(reporter.id)} className="underline-offset-2 hover:underline">
              {t('moderation.queue.reporter', {
                name: reporter.name,
                since: formatShortMonthYear(new Date(reporter.memberSince)),
                upheld: reporter.upheld,
                rejected: reporter.rejected,
                weight: reporter.weight,
              })}
            </Link>{' '}
            · {t(`moderation.report.reasons.${reporter.reason}`)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The owner's proven number, masked but its last 3 digits, since when, and on how many accounts before. */
function OwnerPhone({ phone }: { phone: QueueItem['owner']['phone'] }) {
  const words = useTexts(shieldTexts);
  if (!phone) return <p className="text-sm text-stone-600">{words.phoneNone}</p>;
  const before = phone.accountsBefore > 0 ? words.phoneBefore(phone.accountsBefore) : null;
  return (
    <p className="text-sm text-stone-700">
      {words.phone(phone.masked, formatShortMonthYear(new Date(phone.since)))}
      {before ? <strong className="ml-1 text-amber-800">· {before}</strong> : null}
    </p>
  );
}
