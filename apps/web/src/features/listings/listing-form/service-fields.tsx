import {
  SERVICE_UNITS,
  WORK_DAYS,
  isServiceType,
  isTrade,
  licenceBodyOf,
  tradeLabel,
  tradesOf,
  type ServiceUnit,
} from '@nyumba/domain';
import { useTranslation, useTexts, useLanguage } from '../../../i18n/use-translation';
import { serviceTexts } from '../service-texts';
import { Field, inputClass } from './field';
import type { FieldErrors, ListingFormValues } from './form-values';

interface ServiceFieldProps {
  values: ListingFormValues;
  errors: FieldErrors;
  fieldId: (name: string) => string;
  onChange: <K extends keyof ListingFormValues>(name: K, value: ListingFormValues[K]) => void;
  disabled: boolean;
}

/** The trade, in the place a home's bedrooms take: the first thing a client filters by. */
export function TradeField({ values, errors, fieldId, onChange, disabled }: ServiceFieldProps) {
  const language = useLanguage();
  const texts = serviceTexts(language);
  if (!isServiceType(values.type)) return null;
  return (
    <Field id={fieldId('trade')} label={texts.trade} error={errors.trade}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={values.trade}
          disabled={disabled}
          onChange={(event) => onChange('trade', isTrade(event.target.value) ? event.target.value : '')}
        >
          <option value="">{texts.chooseTrade}</option>
          {tradesOf(values.type as Parameters<typeof tradesOf>[0]).map((trade) => (
            <option key={trade} value={trade}>
              {tradeLabel(trade, language)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** What the price is for, beside the price. */
export function PriceUnitField({ values, errors, fieldId, onChange, disabled }: ServiceFieldProps) {
  const texts = useTexts(serviceTexts);
  if (!isServiceType(values.type)) return null;
  return (
    <Field id={fieldId('priceUnit')} label={texts.priceUnit} error={errors.priceUnit}>
      {(control) => (
        <select
          {...control}
          className={inputClass}
          value={values.priceUnit}
          disabled={disabled}
          onChange={(event) => {
            const unit = SERVICE_UNITS.find((u) => u === event.target.value);
            if (unit) onChange('priceUnit', unit as ServiceUnit);
          }}
        >
          {SERVICE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {texts.units[unit]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Working week, emergencies, experience and a registration number where the trade has a body. */
export function WorkFields({ values, errors, fieldId, onChange, disabled }: ServiceFieldProps) {
  const { t } = useTranslation();
  const texts = useTexts(serviceTexts);
  if (!isServiceType(values.type)) return null;
  const body = licenceBodyOf(values.trade || null);
  const optional = t('listings.form.optional');
  return (
    <>
      <fieldset className="space-y-2" aria-describedby={errors.workDays ? fieldId('workDays-error') : undefined}>
        <legend className="font-semibold text-stone-800">
          {texts.workDays} <span className="font-normal text-stone-600">{optional}</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {WORK_DAYS.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-stone-300 px-3 text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={values.workDays.includes(day)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    'workDays',
                    event.target.checked ? [...values.workDays, day] : values.workDays.filter((d) => d !== day),
                  )
                }
              />
              {texts.days[day]}
            </label>
          ))}
        </div>
        {errors.workDays ? (
          <p id={fieldId('workDays-error')} className="text-sm font-medium text-red-700">
            {errors.workDays}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        {(['workFrom', 'workTo'] as const).map((name) => (
          <Field key={name} id={fieldId(name)} label={texts[name]} labelSuffix={optional} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                type="time"
                className={inputClass}
                value={values[name]}
                disabled={disabled}
                onChange={(event) => onChange(name, event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5 rounded border-stone-400 accent-brand-700"
          checked={values.emergency}
          disabled={disabled}
          onChange={(event) => onChange('emergency', event.target.checked)}
        />
        {texts.emergency}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId('experienceYears')}
          label={texts.experienceYears}
          labelSuffix={optional}
          error={errors.experienceYears}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              className={inputClass}
              value={values.experienceYears}
              disabled={disabled}
              onChange={(event) => onChange('experienceYears', event.target.value)}
            />
          )}
        </Field>
        {body ? (
          <Field
            id={fieldId('licenceNumber')}
            label={texts.licenceNumber(body)}
            labelSuffix={optional}
            hint={texts.licenceHint(body)}
            error={errors.licenceNumber}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoCapitalize="characters"
                className={inputClass}
                value={values.licenceNumber}
                disabled={disabled}
                onChange={(event) => onChange('licenceNumber', event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {body ? (
          <Field
            id={fieldId('licenceExpires')}
            label={texts.licenceExpires}
            labelSuffix={optional}
            hint={texts.licenceExpiresHint}
            error={errors.licenceExpires}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className={inputClass}
                value={values.licenceExpires}
                disabled={disabled}
                onChange={(event) => onChange('licenceExpires', event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </div>
    </>
  );
}
