import './privacy-texts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ChevronRight, Trash2 } from 'lucide-react';
import { routePatterns, type DeletionPreview } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { PasswordField } from '../../components/account-fields';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { useSignedOutForGood } from '../account';
import type { SessionUser } from '../auth';
import { deleteMyAccount, useDeletionPreview } from './privacy-api';
import { PrivacySection } from './privacy-section';

const REMOVED = ['listings', 'photos', 'posts', 'saved', 'messages'] as const;

/** "until" is a date for what the law keeps for years; anything else (an open dispute) lasts until it closes. */
function KeptLine({ kept }: { kept: DeletionPreview['kept'][number] }) {
  const { t } = useTranslation();
  const until = new Date(kept.until);
  return (
    <li className="flex flex-wrap justify-between gap-x-4 py-1.5">
      <span className="text-stone-800">{t(`privacy.delete.kept.${kept.kind}`)}</span>
      <span className="text-stone-600">
        {Number.isNaN(until.getTime())
          ? t('privacy.delete.keptWhileOpen', { number: kept.count })
          : t('privacy.delete.keptUntil', { number: kept.count, date: formatDayMonthYear(until) })}
      </span>
    </li>
  );
}

/** What deleting would do: what blocks it (with where to finish each), what goes, what is kept. */
function Preview({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-5">
      {preview.blockers.length > 0 ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-900">{t('privacy.delete.blockedTitle')}</h3>
          <p className="mt-1 text-sm text-amber-900">{t('privacy.delete.blockedIntro')}</p>
          <ul className="mt-3 space-y-2">
            {preview.blockers.map((blocker) => (
              <li key={`${blocker.kind}-${blocker.id}`}>
                <Link
                  to={blocker.path}
                  className="flex min-h-11 items-center gap-3 rounded-lg bg-white px-3 py-2 text-stone-900 hover:bg-amber-100"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-amber-900">
                      {t(`privacy.delete.blockers.${blocker.kind}`)}
                    </span>
                    <span className="block [overflow-wrap:anywhere]">{blocker.title}</span>
                  </span>
                  <span className="text-sm font-medium text-brand-700">{t('privacy.delete.openBlocker')}</span>
                  <ChevronRight aria-hidden="true" className="size-5 text-stone-500" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-stone-900">{t('privacy.delete.removedTitle')}</h3>
        <ul className="mt-1 divide-y divide-stone-100">
          {REMOVED.map((kind) => (
            <li key={kind} className="flex justify-between gap-4 py-1.5">
              <span className="text-stone-800">{t(`privacy.delete.removed.${kind}`)}</span>
              <span className="font-semibold text-stone-900 tabular-nums">{preview.removed[kind]}</span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-stone-600">{t('privacy.delete.removedAlso')}</p>
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">{t('privacy.delete.keptTitle')}</h3>
        {preview.kept.length === 0 ? (
          <p className="mt-1 text-stone-600">{t('privacy.delete.nothingKept')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-stone-100">
            {preview.kept.map((kept) => (
              <KeptLine key={kept.kind} kept={kept} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The last step: the password, then the account, every session and the device's copy of the user are gone. */
function ConfirmWithPassword({
  user,
  onBlocked,
  onCancel,
}: {
  user: SessionUser;
  onBlocked: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: useSignedOutForGood(routePatterns.home),
    // A deal opened since the preview (a booking accepted in another tab): show what blocks it now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onBlocked();
    },
  });
  const errors = remove.error ? formErrorsOf(remove.error, t('privacy.delete.failed')) : NO_ERRORS;
  const passwordError = missing ? t('privacy.delete.passwordRequired') : errors.fields.currentPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user.googleOnly && !password) {
      setMissing(true);
      return;
    }
    remove.mutate(password);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-5 rounded-xl border border-red-200 bg-red-50/50 p-4">
      <h3 className="font-semibold text-stone-900">{t('privacy.delete.confirmTitle')}</h3>
      <p className="mt-1 text-sm text-stone-700">{t('privacy.delete.confirmIntro')}</p>
      {user.googleOnly ? (
        <p className="mt-3 text-sm text-stone-700">{t('privacy.delete.googleProof')}</p>
      ) : (
        <div className="mt-3">
          <PasswordField
            name="currentPassword"
            label={t('privacy.delete.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={passwordError}
          />
        </div>
      )}
      {errors.form && !(user.googleOnly && errors.fields.currentPassword) ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : user.googleOnly && errors.fields.currentPassword ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errors.fields.currentPassword}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('privacy.delete.cancel')}
        </button>
        <button type="submit" className={buttonStyles.danger} disabled={remove.isPending} aria-busy={remove.isPending}>
          <Trash2 aria-hidden="true" className="size-5" />
          {remove.isPending ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
        </button>
      </div>
    </form>
  );
}

type Step = 'closed' | 'preview' | 'password';

/** Delete my account: the preview first, then (when nothing blocks it) the password. */
export function DeleteSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  const preview = useDeletionPreview(step !== 'closed');
  const blocked = (preview.data?.blockers.length ?? 0) > 0;
  return (
    <PrivacySection id="delete" icon={Trash2} title={t('privacy.delete.title')}>
      <p className="text-stone-700">{t('privacy.delete.intro')}</p>
      {step === 'closed' ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4 border-red-300 text-red-700 hover:bg-red-50`}
          onClick={() => setStep('preview')}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t('privacy.delete.open')}
        </button>
      ) : preview.isPending ? (
        <p role="status" className="mt-4 text-stone-600">
          {t('privacy.delete.loading')}
        </p>
      ) : preview.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-red-700">{t('privacy.delete.loadFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void preview.refetch()}>
            {t('privacy.export.retry')}
          </button>
        </div>
      ) : (
        <>
          <Preview preview={preview.data} />
          {/* While anything blocks it there is no way on: the server would refuse it too (409). */}
          {blocked ? null : step === 'password' ? (
            <ConfirmWithPassword
              user={user}
              onBlocked={() => {
                setStep('preview');
                void preview.refetch();
              }}
              onCancel={() => setStep('closed')}
            />
          ) : (
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={buttonStyles.secondary} onClick={() => setStep('closed')}>
                {t('privacy.delete.cancel')}
              </button>
              <button type="button" className={buttonStyles.danger} onClick={() => setStep('password')}>
                {t('privacy.delete.continue')}
              </button>
            </div>
          )}
        </>
      )}
    </PrivacySection>
  );
}
