import './account-texts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Check, Copy, Mail, Phone, type LucideIcon } from 'lucide-react';
import { copyText } from '../../lib/clipboard';
import { usePublicConfig } from '../../lib/public-config';

type Line = 'phone' | 'email';

function ContactLine({
  icon: Icon,
  label,
  value,
  href,
  copied,
  onCopy,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  href: string;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</p>
        {/* Tapping the number or address calls or writes straight away on a phone. */}
        <a
          href={href}
          className="block py-1 font-medium [overflow-wrap:anywhere] text-stone-900 underline-offset-2 hover:underline"
        >
          {value}
        </a>
      </div>
      <button
        type="button"
        onClick={onCopy}
        aria-label={copied ? t('account.contact.copied') : t('account.contact.copyLabel', { what: label })}
        className={`inline-flex min-h-11 min-w-24 shrink-0 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors ${
          copied
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
        }`}
      >
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? t('account.contact.copied') : t('account.contact.copy')}
      </button>
    </li>
  );
}

/** The Contact Us panel: the phone and e-mail lines from the server's configuration. */
export function ContactPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [copied, setCopied] = useState<Line | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(line: Line, value: string) {
    const ok = await copyText(value);
    setFailed(!ok);
    setCopied(ok ? line : null);
    clearTimeout(timer.current);
    if (ok) timer.current = setTimeout(() => setCopied(null), 2500);
  }

  return (
    <div id={id} className="border-t border-stone-100 bg-sand-50 px-4 pb-2">
      {config.data ? (
        <ul className="divide-y divide-stone-200">
          <ContactLine
            icon={Phone}
            label={t('account.contact.phone')}
            value={config.data.contactPhone}
            href={`tel:${config.data.contactPhone.replace(/[^\d+]/g, '')}`}
            copied={copied === 'phone'}
            onCopy={() => void copy('phone', config.data.contactPhone)}
          />
          <ContactLine
            icon={Mail}
            label={t('account.contact.email')}
            value={config.data.contactEmail}
            href={`mailto:${config.data.contactEmail}`}
            copied={copied === 'email'}
            onCopy={() => void copy('email', config.data.contactEmail)}
          />
        </ul>
      ) : (
        <p className="py-4 text-sm text-stone-600" role="status">
          {config.isError ? t('auth.errors.generic') : t('app.loading')}
        </p>
      )}
      {/* Announces the confirmation the button shows. */}
      <p role="status" className="sr-only">
        {copied ? t('account.contact.copied') : ''}
      </p>
      {failed ? (
        <p role="alert" className="pb-2 text-sm text-red-700">
          {t('account.contact.copyFailed')}
        </p>
      ) : null}
    </div>
  );
}
