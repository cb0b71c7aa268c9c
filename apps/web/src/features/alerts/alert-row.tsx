import './alerts-texts';
import { ALERT_FREQUENCIES, alertSearchPath, type Alert, type AlertFrequency } from '@nyumba/domain';
import { BellOff, BellRing, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/app-toast';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { useDeleteAlert, useOpenAlert, useUpdateAlert } from './alerts-api';

const small =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100';

/** One alert in My alerts: its name and new-listings count, how often it mails, and its actions. */
export function AlertRow({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const open = useOpenAlert();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [confirming, setConfirming] = useState(false);
  const errors = update.error ? formErrorsOf(update.error, t('alerts.page.updateFailed')) : NO_ERRORS;
  const change = (body: Parameters<typeof update.mutate>[0]['body'], after?: () => void) =>
    update.mutate({ id: alert.id, body }, { onSuccess: () => after?.() });

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change({ name }, () => setRenaming(false));
  }

  const count =
    alert.newCount >= 100 ? t('alerts.page.newCountMany') : t('alerts.page.newCount', { count: alert.newCount });

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-alert={alert.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words text-stone-900">{alert.name}</h2>
        {alert.paused ? (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-medium text-stone-700">
            {t('alerts.page.paused')}
          </span>
        ) : alert.newCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white">{count}</span>
        ) : null}
      </div>
      {renaming ? (
        <form onSubmit={rename} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
          <TextField
            className="min-w-0 flex-1"
            name="name"
            label={t('alerts.page.renameLabel', { name: alert.name })}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            error={errors.fields.name}
          />
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {t('alerts.page.saveName')}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setRenaming(false)}>
            {t('alerts.page.cancel')}
          </button>
        </form>
      ) : null}
      <p className="mt-1 text-sm text-stone-600">
        {alert.lastSentAt
          ? t('alerts.page.lastSent', { date: formatDayMonthYear(new Date(alert.lastSentAt)) })
          : t('alerts.page.neverSent')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to={alertSearchPath(alert.filters)} className="btn-primary" onClick={() => open.mutate(alert.id)}>
          {t('alerts.page.open')}
        </Link>
        <label className="sr-only" htmlFor={`frequency-${alert.id}`}>
          {t('alerts.page.frequencyLabel', { name: alert.name })}
        </label>
        <select
          id={`frequency-${alert.id}`}
          value={alert.frequency}
          disabled={update.isPending}
          onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm"
        >
          {ALERT_FREQUENCIES.map((option) => (
            <option key={option} value={option}>
              {t(`alerts.frequencies.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-2 flex flex-wrap gap-1 border-t border-stone-100 pt-2">
        <button type="button" className={small} onClick={() => change({ paused: !alert.paused })}>
          {alert.paused ? (
            <BellRing aria-hidden="true" className="size-4" />
          ) : (
            <BellOff aria-hidden="true" className="size-4" />
          )}
          {alert.paused ? t('alerts.page.resume') : t('alerts.page.pause')}
        </button>
        <button
          type="button"
          className={small}
          onClick={() => {
            setName(alert.name);
            setRenaming(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('alerts.page.rename')}
        </button>
        <button type="button" className={`${small} text-red-700`} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('alerts.page.delete')}
        </button>
      </div>
      {errors.form && !renaming ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={t('alerts.page.deleteTitle')}
          confirmLabel={t('alerts.page.delete')}
          cancelLabel={t('alerts.page.cancel')}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(alert.id, {
              onSuccess: () => {
                setConfirming(false);
                notify(t('alerts.page.deleted'));
              },
            })
          }
        >
          <p className="mt-2 text-stone-700">{t('alerts.page.deleteBody', { name: alert.name })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
