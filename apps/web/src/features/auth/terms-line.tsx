import { Link } from 'react-router';
import { routePatterns } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';

// With the sign-up screen's code, not in the auth texts every first visit loads (its budget).
const words = (language: 'en' | 'sw') =>
  language === 'sw'
    ? {
        before: 'Kwa kujisajili unathibitisha kuwa una miaka 18 au zaidi na unakubali ',
        terms: 'masharti ya matumizi',
        and: ' na ',
        notice: 'taarifa ya faragha',
      }
    : {
        before: 'By signing up you confirm you are 18 or older and accept the ',
        terms: 'terms of use',
        and: ' and the ',
        notice: 'privacy notice',
      };

/**
 * Under every way of signing up (e-mail, phone, Google): that the person is 18 or older, and what
 * they accept, each a link they can read first (issue 58). The server records both with the account.
 */
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
