import { useState } from 'react';
import { X } from 'lucide-react';
import { AMENITIES, findNeighbourhood, hasFact, MAX_AREAS_SERVED } from '@nyumba/domain';
import { useTexts, useTranslation } from '../../../i18n/use-translation';
import { standingTexts } from '../../../components/lister-standing';
import { AreaCombobox } from './area-combobox';
import { Field, inputClass } from './field';
import type { FieldErrors, ListingFormValues } from './form-values';

interface FactFieldsProps {
  values: ListingFormValues;
  errors: FieldErrors;
  fieldId: (name: string) => string;
  onChange: <K extends keyof ListingFormValues>(name: K, value: ListingFormValues[K]) => void;
  disabled: boolean;
}

type NumberFact = 'bathrooms' | 'floorSize' | 'depositMonths' | 'serviceCharge' | 'plotAcres' | 'maxGuests';

const NUMBER_FACTS: readonly { name: NumberFact; decimal?: boolean; hint?: 'plotHint' }[] = [
  { name: 'bathrooms' },
  { name: 'floorSize' },
  { name: 'depositMonths' },
  { name: 'serviceCharge' },
  { name: 'plotAcres', decimal: true, hint: 'plotHint' },
  { name: 'maxGuests' },
];

/** The facts of the chosen type only: a plumber is never asked about bathrooms. */
export function FactFields({ values, errors, fieldId, onChange, disabled }: FactFieldsProps) {
  const { t } = useTranslation();
  const words = useTexts(standingTexts);
  const shown = NUMBER_FACTS.filter((fact) => hasFact(values.type, fact.name));
  return (
    <>
      {shown.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {shown.map(({ name, decimal, hint }) => (
            <Field
              key={name}
              id={fieldId(name)}
              label={t(`listings.form.${name}`)}
              labelSuffix={t('listings.form.optional')}
              {...(hint ? { hint: t(`listings.form.${hint}`) } : {})}
              error={errors[name]}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode={decimal ? 'decimal' : 'numeric'}
                  className={inputClass}
                  value={values[name]}
                  disabled={disabled}
                  onChange={(event) => onChange(name, event.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
      {hasFact(values.type, 'traLicence') ? (
        <Field
          id={fieldId('traLicence')}
          label={words.traLicence}
          labelSuffix={t('listings.form.optional')}
          hint={words.traHint}
          error={errors.traLicence}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className={inputClass}
              value={values.traLicence}
              disabled={disabled}
              onChange={(event) => onChange('traLicence', event.target.value)}
            />
          )}
        </Field>
      ) : null}
      {hasFact(values.type, 'amenities') ? (
        <fieldset className="space-y-2" aria-describedby={errors.amenities ? fieldId('amenities-error') : undefined}>
          <legend className="font-semibold text-stone-800">{t('listings.form.amenities')}</legend>
          <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
            {AMENITIES.map((amenity) => (
              <label key={amenity} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
                <input
                  type="checkbox"
                  className="size-5 rounded border-stone-400 accent-brand-700"
                  checked={values.amenities.includes(amenity)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(
                      'amenities',
                      event.target.checked
                        ? [...values.amenities, amenity]
                        : values.amenities.filter((chosen) => chosen !== amenity),
                    )
                  }
                />
                {t(`listings.amenities.${amenity}`)}
              </label>
            ))}
          </div>
          {errors.amenities ? (
            <p id={fieldId('amenities-error')} className="text-sm font-medium text-red-700">
              {errors.amenities}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {hasFact(values.type, 'areasServed') ? (
        <AreasServed values={values} errors={errors} fieldId={fieldId} onChange={onChange} disabled={disabled} />
      ) : null}
    </>
  );
}

function AreasServed({ values, errors, fieldId, onChange, disabled }: FactFieldsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = (name: string) => {
    const known = findNeighbourhood(name.trim());
    if (!known || values.areasServed.includes(known.name) || values.areasServed.length >= MAX_AREAS_SERVED) return;
    onChange('areasServed', [...values.areasServed, known.name]);
    setDraft('');
  };
  return (
    <div className="space-y-2">
      <Field
        id={fieldId('areasServed')}
        label={t('listings.form.areasServed')}
        labelSuffix={t('listings.form.optional')}
        hint={t('listings.form.areasServedHint')}
        error={errors.areasServed}
      >
        {(control) => (
          <AreaCombobox
            {...control}
            value={draft}
            disabled={disabled}
            onChange={(value) => {
              // Picking a suggestion gives its exact name: that adds it at once.
              if (findNeighbourhood(value)?.name === value) add(value);
              else setDraft(value);
            }}
          />
        )}
      </Field>
      {values.areasServed.length ? (
        <ul className="flex flex-wrap gap-2">
          {values.areasServed.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800"
                aria-label={t('listings.form.removeArea', { name })}
                disabled={disabled}
                onClick={() =>
                  onChange(
                    'areasServed',
                    values.areasServed.filter((area) => area !== name),
                  )
                }
              >
                {name}
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
