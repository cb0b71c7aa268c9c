import './account-texts';
import type { ChangeEvent } from 'react';
import { ABOUT_MAX, BUSINESS_NAME_MAX, EARB_NUMBER_MAX, type ListerRole } from '@nyumba/domain';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useTexts, useTranslation } from '../../i18n/use-translation';
import { StandingBadges, standingTexts } from '../../components/lister-standing';
import type { SessionUser } from '../auth';
import { CheckDocumentsPanel } from './check-documents-panel';
import type { ListerAccount } from './standing-api';

interface Field {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
}

export type ListerFieldName = 'businessName' | 'about' | 'earbNumber' | 'listerRole' | 'earbYear' | 'landlordPhone';

/** The choices in the order a person reads them: most listers are not agents. */
const ROLES: readonly ListerRole[] = ['private', 'landlord', 'caretaker', 'agent'];

/**
 * What a lister shows on their public page (/u/{id}): a business name, a few lines about
 * them, and what they list as (issue 58). "Agent" needs the EARB number and this year's
 * certificate, checked by a moderator; a caretaker names the landlord's number, and the
 * landlord confirms from it. Until then the page says "Private lister", never more.
 */
export function ListerProfileFields({
  user,
  lister,
  field,
}: {
  user: SessionUser;
  /** The account's lister facts, once loaded (its label, what it claims). */
  lister: ListerAccount | undefined;
  field: (name: ListerFieldName) => Field;
}) {
  const { t } = useTranslation();
  const words = useTexts(standingTexts);
  const role = field('listerRole');
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <legend className="px-1 text-base font-semibold text-stone-900">{t('account.lister.legend')}</legend>
      <p className="text-sm text-stone-600">{t('account.lister.intro')}</p>
      {lister?.standing ? (
        <div className="rounded-xl bg-stone-50 p-3" data-testid="my-standing">
          <p className="text-sm font-semibold text-stone-800">{t('account.lister.standing')}</p>
          <StandingBadges standing={lister.standing} />
        </div>
      ) : null}
      <TextField
        name="businessName"
        label={t('account.lister.businessName')}
        maxLength={BUSINESS_NAME_MAX}
        autoComplete="organization"
        {...field('businessName')}
      />
      <TextAreaField
        name="about"
        label={t('account.lister.about')}
        maxLength={ABOUT_MAX}
        hint={t('account.lister.aboutHint', { max: ABOUT_MAX })}
        {...field('about')}
      />
      <fieldset aria-describedby="lister-role-hint" className="space-y-1">
        <legend className="font-semibold text-stone-800">{t('account.lister.role')}</legend>
        <div className="grid grid-cols-1 sm:grid-cols-2">
          {ROLES.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
              <input
                type="radio"
                name="listerRole"
                value={choice}
                className="size-5 accent-brand-700"
                checked={role.value === choice}
                onChange={role.onChange}
              />
              {words.roles[choice]}
            </label>
          ))}
        </div>
        <p id="lister-role-hint" className="text-sm text-stone-600">
          {t('account.lister.roleHint')}
        </p>
        {role.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {role.error}
          </p>
        ) : null}
      </fieldset>
      {role.value === 'agent' ? (
        <>
          <TextField
            name="earbNumber"
            label={t('account.lister.earbNumber')}
            maxLength={EARB_NUMBER_MAX}
            autoCapitalize="characters"
            spellCheck={false}
            hint={user.agentVerified ? t('account.lister.earbVerified') : t('account.lister.earbHint')}
            {...field('earbNumber')}
          />
          <TextField
            name="earbYear"
            label={t('account.lister.earbYear')}
            inputMode="numeric"
            maxLength={4}
            hint={t('account.lister.earbYearHint', { year: new Date().getFullYear() })}
            {...field('earbYear')}
          />
        </>
      ) : null}
      {role.value === 'caretaker' ? (
        <TextField
          name="landlordPhone"
          type="tel"
          label={t('account.lister.landlordPhone')}
          inputMode="tel"
          autoComplete="off"
          hint={t('account.lister.landlordPhoneHint')}
          {...field('landlordPhone')}
        />
      ) : null}
      <CheckDocumentsPanel />
    </fieldset>
  );
}
