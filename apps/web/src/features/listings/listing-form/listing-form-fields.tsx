import { useTranslation, useTexts } from '../../../i18n/use-translation';
import { serviceTexts } from '../service-texts';
import { PriceUnitField, TradeField, WorkFields } from './service-fields';
import {
  BEDROOMS,
  LISTING_DESCRIPTION_MAX,
  LISTING_NAME_MAX,
  LISTING_TYPES,
  isListingType,
  isServiceType,
  priceUnit,
} from '@nyumba/domain';
import { AreaCombobox } from './area-combobox';
import { FactFields } from './fact-fields';
import { Field, inputClass } from './field';
import type { FieldErrors, ListingFormValues } from './form-values';

interface ListingFormFieldsProps {
  values: ListingFormValues;
  errors: FieldErrors;
  fieldId: (name: string) => string;
  onChange: <K extends keyof ListingFormValues>(name: K, value: ListingFormValues[K]) => void;
  disabled: boolean;
  /** Service providers (technicians, movers…) have no bedrooms, furnishing or parking. */
  showBedrooms: boolean;
}

const checkboxClass = 'size-5 rounded border-stone-400 accent-brand-700';

/** The text, select and checkbox fields of the listing form. */
export function ListingFormFields({
  values,
  errors,
  fieldId,
  onChange,
  disabled,
  showBedrooms,
}: ListingFormFieldsProps) {
  const { t } = useTranslation();
  const service = isServiceType(values.type);
  const texts = useTexts(serviceTexts);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('type')} label={t('listings.form.type')} error={errors.type}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={values.type}
              disabled={disabled}
              onChange={(event) => {
                if (isListingType(event.target.value)) onChange('type', event.target.value);
              }}
            >
              {LISTING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`listings.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TradeField values={values} errors={errors} fieldId={fieldId} onChange={onChange} disabled={disabled} />
        {showBedrooms ? (
          <Field id={fieldId('bedrooms')} label={t('listings.form.bedrooms')} error={errors.bedrooms}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={values.bedrooms}
                disabled={disabled}
                onChange={(event) => {
                  const value = BEDROOMS.find((b) => b === event.target.value) ?? '';
                  onChange('bedrooms', value);
                }}
              >
                <option value="">{t('listings.form.chooseBedrooms')}</option>
                {BEDROOMS.map((bedrooms) => (
                  <option key={bedrooms} value={bedrooms}>
                    {t(`listings.bedrooms.${bedrooms}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>

      <Field id={fieldId('name')} label={t('listings.form.name')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            className={inputClass}
            value={values.name}
            maxLength={LISTING_NAME_MAX}
            disabled={disabled}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </Field>

      <Field id={fieldId('description')} label={t('listings.form.description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            className={inputClass}
            value={values.description}
            maxLength={LISTING_DESCRIPTION_MAX}
            disabled={disabled}
            onChange={(event) => onChange('description', event.target.value)}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId('phone_number')}
          label={t('listings.form.phone')}
          hint={t('listings.form.phoneHint')}
          error={errors.phone_number}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={inputClass}
              value={values.phone_number}
              disabled={disabled}
              onChange={(event) => onChange('phone_number', event.target.value)}
            />
          )}
        </Field>
        <Field
          id={fieldId('price')}
          label={t(`listings.form.price.${priceUnit(values.type)}`)}
          hint={service ? texts.servicePriceHint : t('listings.form.priceHint')}
          error={errors.price}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              className={inputClass}
              value={values.price}
              disabled={disabled}
              onChange={(event) => onChange('price', event.target.value)}
            />
          )}
        </Field>
        <PriceUnitField values={values} errors={errors} fieldId={fieldId} onChange={onChange} disabled={disabled} />
      </div>

      <fieldset className="space-y-1">
        <legend className="font-semibold text-stone-800">{t('messages.phone.legend')}</legend>
        {(['after-reply', 'public'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
            <input
              type="radio"
              name="phoneVisibility"
              value={choice}
              className="size-5 accent-brand-700"
              checked={values.phoneVisibility === choice}
              disabled={disabled}
              onChange={() => onChange('phoneVisibility', choice)}
            />
            {t(choice === 'public' ? 'messages.phone.public' : 'messages.phone.afterReply')}
          </label>
        ))}
      </fieldset>

      <FactFields values={values} errors={errors} fieldId={fieldId} onChange={onChange} disabled={disabled} />
      <WorkFields values={values} errors={errors} fieldId={fieldId} onChange={onChange} disabled={disabled} />

      {showBedrooms ? (
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          {(['parking', 'furnished'] as const).map((name) => (
            <label
              key={name}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-800"
            >
              <input
                type="checkbox"
                className={checkboxClass}
                checked={values[name]}
                disabled={disabled}
                onChange={(event) => onChange(name, event.target.checked)}
              />
              {t(`listings.form.${name}`)}
            </label>
          ))}
        </div>
      ) : null}

      <Field
        id={fieldId('areaName')}
        label={t('listings.form.area')}
        labelSuffix={t('listings.form.optional')}
        hint={t('listings.form.areaHint')}
        error={errors.areaName}
      >
        {(control) => (
          <AreaCombobox
            {...control}
            value={values.areaName}
            disabled={disabled}
            onChange={(value) => onChange('areaName', value)}
          />
        )}
      </Field>
    </>
  );
}
