import { Link } from 'react-router';
import { routePatterns } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';

// With the sign-up screen's code, not in the auth texts every first visit loads (its budget).
const words = (language: 'en' | 'sw') =>
  language === 'sw'
    ? { before: 'Kwa kujisajili unakubali ', terms: 'masharti ya matumizi', and: ' na ', notice: 'taarifa ya faragha' }
    : { before: 'By signing up you accept the ', terms: 'terms of use', and: ' and the ', notice: 'privacy notice' };

/** Under every way of signing up: what the person accepts, each a link they can read first (issue 58). */
export function TermsLine() {
  const w = useTexts(words);
  const link = 'font-semibold text-brand-800 underline underline-offset-2';
  return (
    <p className="mt-5 text-center text-sm leading-relaxed text-stone-700">
      {w.before}
      <Link to={routePatterns.terms} className={link}>
        {w.terms}
      </Link>
      {w.and}
      <Link to={routePatterns.privacyNotice} className={link}>
        {w.notice}
      </Link>
      .
    </p>
  );
}
