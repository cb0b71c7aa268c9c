import {
  ALERT_FREQUENCIES,
  alertFiltersSchema,
  describeAlert,
  type AlertFrequency,
  type AlertQuery,
} from '@nyumba/domain';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../components/account-fields';
import { buttonStyles } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { paths } from '../../paths';
import { useCreateAlert } from './alerts-api';

/** The name the server would give: the filters read as the server reads them. */
function suggestedName(filters: AlertQuery): string {
  const parsed = alertFiltersSchema.safeParse(filters);
  return parsed.success ? describeAlert(parsed.data) : '';
}

/**
 * The alert form: a name (suggested from the search) and how often to mail. Loaded only
 * when someone presses "Alert me", so the search page carries none of it.
 */
export function AlertDialog({ filters, onClose }: { filters: AlertQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(() => suggestedName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const create = useCreateAlert();
  const errors = create.error ? formErrorsOf(create.error, t('alerts.dialog.failed')) : NO_ERRORS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!create.isPending) create.mutate({ name, filters, frequency });
  }

  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
    >
      <div className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('alerts.dialog.title')}
        </h2>
        {create.isSuccess ? (
          <>
            <p role="status" className="mt-3 text-stone-800">
              {t('alerts.saved', { name: create.data.alert.name })}
            </p>
            <div className="mt-5 flex justify-end gap-3">
              <Link to={paths.alerts} className={buttonStyles.secondary}>
                {t('alerts.manage')}
              </Link>
              <button type="button" className="btn-primary" onClick={onClose}>
                {t('alerts.dialog.done')}
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="mt-2 space-y-4">
            <p className="text-sm text-stone-700">{t('alerts.dialog.intro')}</p>
            <TextField
              name="name"
              label={t('alerts.dialog.name')}
              value={name}
              maxLength={100}
              onChange={(event) => {
                setName(event.target.value);
                // The message was about the name as it was; it goes once the name changes.
                if (create.isError) create.reset();
              }}
              error={errors.fields.name}
            />
            <fieldset>
              <legend className="text-sm font-semibold text-stone-800">{t('alerts.dialog.frequency')}</legend>
              <div className="mt-1 grid gap-1">
                {ALERT_FREQUENCIES.map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
                    <input
                      type="radio"
                      name="frequency"
                      value={option}
                      checked={frequency === option}
                      onChange={() => setFrequency(option)}
                      className="size-5 accent-emerald-800"
                    />
                    <span className="text-stone-900">{t(`alerts.frequencies.${option}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {errors.form ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.form}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <button type="button" className={buttonStyles.secondary} onClick={onClose}>
                {t('alerts.dialog.cancel')}
              </button>
              <SubmitButton
                busy={create.isPending}
                label={t('alerts.dialog.save')}
                busyLabel={t('alerts.dialog.saving')}
                className="btn-primary"
              />
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
