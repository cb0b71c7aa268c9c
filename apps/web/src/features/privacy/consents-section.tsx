import './privacy-texts';
import { BellRing } from 'lucide-react';
import { CONSENT_PURPOSES, type Consent, type ConsentPurpose } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { usePublicConfig } from '../../lib/public-config';
import { useConsents, useSetConsent } from './privacy-api';
import { PrivacySection } from './privacy-section';

function ConsentSwitch({
  purpose,
  consent,
  busy,
  onChange,
}: {
  purpose: ConsentPurpose;
  consent: Consent | undefined;
  busy: boolean;
  onChange: (given: boolean) => void;
}) {
  const { t } = useTranslation();
  // Unticked unless the record says it was given: a purpose never asked about is off (the law's opt-in).
  const on = consent?.given === true;
  const labelId = `consent-${purpose}`;
  const hintId = `consent-${purpose}-hint`;
  return (
    <li className="flex items-start gap-4 py-3">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-semibold text-stone-900">
          {t(`privacy.consents.purposes.${purpose}.label`)}
        </p>
        <p id={hintId} className="text-sm text-stone-600">
          {t(`privacy.consents.purposes.${purpose}.hint`)}
          {on && consent?.at
            ? ` ${t('privacy.consents.since', { date: formatDayMonthYear(new Date(consent.at)) })}.`
            : ''}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        // aria-disabled, not disabled: a disabled button drops the keyboard's focus mid-save.
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onChange(!on);
        }}
        // 44 px tall for a thumb; the knob's side says on or off, and so does the word under it
        // (under, not beside: on a 360 px phone the purpose's words need the width).
        className="flex min-h-11 min-w-16 shrink-0 flex-col items-center justify-center gap-1 rounded-xl px-1 py-1 text-xs font-medium text-stone-700 aria-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-stone-500'}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </span>
        <span aria-hidden="true">{on ? t('privacy.consents.on') : t('privacy.consents.off')}</span>
      </button>
    </li>
  );
}

/** A switch per purpose, each off until the person turns it on; withdrawing works at once. */
export function ConsentsSection() {
  const { t } = useTranslation();
  const consents = useConsents();
  const save = useSetConsent();
  // WhatsApp is offered only where the server sends on it.
  const whatsapp = usePublicConfig().data?.whatsapp === true;
  const purposes = CONSENT_PURPOSES.filter((purpose) => purpose !== 'whatsapp' || whatsapp);
  const byPurpose = new Map(consents.data?.consents.map((consent) => [consent.purpose, consent]));
  // While a choice is saved, its switch shows the choice made, not the one it replaces.
  if (save.isPending) {
    const { purpose, given } = save.variables;
    byPurpose.set(purpose, { purpose, given, at: null, version: null });
  }
  return (
    <PrivacySection id="consents" icon={BellRing} title={t('privacy.consents.title')}>
      <p className="text-stone-700">{t('privacy.consents.intro')}</p>
      {consents.isPending ? (
        <p role="status" className="mt-3 text-stone-600">
          {t('privacy.consents.loading')}
        </p>
      ) : consents.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-red-700">{t('privacy.consents.loadFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void consents.refetch()}>
            {t('privacy.export.retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {purposes.map((purpose) => (
            <ConsentSwitch
              key={purpose}
              purpose={purpose}
              consent={byPurpose.get(purpose)}
              busy={save.isPending}
              onChange={(given) => save.mutate({ purpose, given })}
            />
          ))}
        </ul>
      )}
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('privacy.consents.saveFailed')}
        </p>
      ) : null}
    </PrivacySection>
  );
}
