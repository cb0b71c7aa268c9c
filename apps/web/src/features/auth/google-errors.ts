import { useTranslation } from '../../i18n/use-translation';

// The reasons the server's Google callback puts in /sign-in?error=google_<reason>.
const REASONS = [
  'not_configured',
  'unavailable',
  'invalid_token',
  'replayed',
  'cancelled',
  'expired',
  'no_email',
  'unverified',
  'linked_elsewhere',
  'password_first',
  'suspended',
] as const;
type Reason = (typeof REASONS)[number];

const isReason = (value: string): value is Reason => (REASONS as readonly string[]).includes(value);

/**
 * The text for a failed Google sign-in. Only known codes map to our own words: the
 * query string is attacker-controlled, so it is never shown as it stands.
 */
export function useGoogleError(code: string | null): string | null {
  const { t } = useTranslation();
  if (!code?.startsWith('google_')) return null;
  const reason = code.slice('google_'.length);
  return isReason(reason) ? t(`auth.google.errors.${reason}`) : t('auth.errors.generic');
}
