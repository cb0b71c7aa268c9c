import './account-texts';
import type { ChangeEvent } from 'react';
import { ABOUT_MAX, BUSINESS_NAME_MAX, EARB_NUMBER_MAX } from '@nyumba/domain';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import type { SessionUser } from '../auth';

interface Field {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
}

/**
 * What a lister shows on their public page (/u/{id}): a business name, a few lines about
 * them, and an estate agent's EARB registration, "not yet checked" until a moderator does.
 */
export function ListerProfileFields({
  user,
  field,
}: {
  user: SessionUser;
  field: (name: 'businessName' | 'about' | 'earbNumber') => Field;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <legend className="px-1 text-base font-semibold text-stone-900">{t('account.lister.legend')}</legend>
      <p className="text-sm text-stone-600">{t('account.lister.intro')}</p>
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
      <TextField
        name="earbNumber"
        label={t('account.lister.earbNumber')}
        maxLength={EARB_NUMBER_MAX}
        autoCapitalize="characters"
        spellCheck={false}
        hint={user.agentVerified ? t('account.lister.earbVerified') : t('account.lister.earbHint')}
        {...field('earbNumber')}
      />
    </fieldset>
  );
}
