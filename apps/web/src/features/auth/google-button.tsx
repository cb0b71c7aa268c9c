import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePublicConfig } from '../../lib/public-config';
import { googleStartPath } from './next-path';
import { markGoogleSignInPending } from './revalidate-session';

const buttonClass =
  'flex min-h-12 w-full items-center justify-center gap-3 rounded-full border px-5 py-2.5 font-semibold transition-colors';

/** Google's four-colour "G", drawn inline so it costs no request. */
function GoogleLogo({ muted = false }: { muted?: boolean }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={`size-5 ${muted ? 'opacity-50 grayscale' : ''}`}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Continue with Google": a plain link into the server's OpenID Connect flow when
 * the server has Google configured; otherwise a button that says it is not, rather
 * than failing silently (docs/decisions/0004-resolving-the-specification.md).
 */
export function GoogleButton({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [explain, setExplain] = useState(false);

  if (config.data?.googleSignIn) {
    return (
      <a
        href={googleStartPath(next)}
        onClick={markGoogleSignInPending}
        className={`${buttonClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
      >
        <GoogleLogo />
        {t('auth.google.continue')}
      </a>
    );
  }

  return (
    <div>
      <button
        type="button"
        // Still focusable and pressable, so it can explain itself.
        aria-disabled="true"
        aria-describedby={explain ? 'google-unavailable' : undefined}
        onClick={() => setExplain(true)}
        className={`${buttonClass} cursor-not-allowed border-stone-200 bg-stone-100 text-stone-600`}
      >
        <GoogleLogo muted />
        {t('auth.google.continue')}
      </button>
      <p id="google-unavailable" role="status" className="mt-2 text-center text-sm text-stone-700 empty:hidden">
        {explain && !config.isPending ? t('auth.google.notConfigured') : null}
      </p>
    </div>
  );
}
