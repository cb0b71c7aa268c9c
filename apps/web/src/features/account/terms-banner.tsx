import { useState } from 'react';
import { Link } from 'react-router';
import { routePatterns, TERMS_VERSION, type Language } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { selectCurrentUser, useSessionStore } from '../auth';
import { refreshSignedInUser, sendTermsAccepted } from '../adult';

// A newer version of the terms, shown once at the top of the app to a signed-in person who
// accepted an older one (issue 58). The app shell loads this file lazily, for signed-in people
// only, so the check and its words cost a first visit nothing.

const en = {
  label: 'New terms of use',
  before: (date: string) => `Our terms of use changed on ${date}. `,
  read: 'Read them.',
  ok: 'OK',
};
const sw: typeof en = {
  label: 'Masharti mapya ya matumizi',
  before: (date) => `Masharti yetu ya matumizi yalibadilika tarehe ${date}. `,
  read: 'Yasome.',
  ok: 'Sawa',
};
const bannerTexts = (language: Language) => (language === 'sw' ? sw : en);

/** The version is the terms' date ("2026-12-07"), written as the app writes days. */
const versionDate = (version: string) => formatDayMonthYear(new Date(`${version}T09:00:00Z`));

export default function TermsBanner() {
  const words = useTexts(bannerTexts);
  const user = useSessionStore(selectCurrentUser);
  // Hidden as soon as it is answered, whatever the server says: it asks once, not on every page.
  const [answered, setAnswered] = useState(false);
  // Only the server's word counts: a copy stored before it said anything (undefined) shows nothing.
  if (!user || user.termsVersion === undefined || user.termsVersion === TERMS_VERSION || answered) return null;

  function accept() {
    setAnswered(true);
    // A 409 means this page's version is no longer the current one: the next load brings it.
    void sendTermsAccepted(TERMS_VERSION)
      .then(() => refreshSignedInUser({ termsVersion: TERMS_VERSION }))
      .catch(() => undefined);
  }

  return (
    <div role="region" aria-label={words.label} className="border-b border-brand-200 bg-brand-50" data-terms-banner>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-brand-950">
        <p className="min-w-0 flex-1">
          {words.before(versionDate(TERMS_VERSION))}
          <Link
            to={routePatterns.terms}
            className="font-semibold text-brand-800 underline underline-offset-2"
            onClick={accept}
          >
            {words.read}
          </Link>
        </p>
        <button type="button" className="btn-primary min-w-20" onClick={accept}>
          {words.ok}
        </button>
      </div>
    </div>
  );
}
