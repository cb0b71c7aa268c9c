import './privacy-texts';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRIVACY_VERSION, routePatterns, TERMS_VERSION, type Language } from '@nyumba/domain';
import type { RouteData } from '../../lib/route-data';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useLanguage, useTranslation } from '../../i18n/use-translation';
import { formatDayMonthYear } from '../../lib/kenyan-dates';
import { selectCurrentUser, useSessionStore } from '../auth';
import { loadLegalText } from './legal/load-legal-text';
import type { LegalBlock, LegalKind, LegalText } from './legal/legal-text';

const VERSIONS: Record<LegalKind, string> = { privacy: PRIVACY_VERSION, terms: TERMS_VERSION };
const OTHER: Record<LegalKind, string> = { privacy: routePatterns.terms, terms: routePatterns.privacyNotice };

// A version is its date (2026-12-07), read as noon in Nairobi so no time zone moves its day.
const versionDate = (version: string) => formatDayMonthYear(new Date(`${version}T12:00:00+03:00`));

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="mt-3 leading-relaxed text-stone-800">{block}</p>;
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-800 marker:text-brand-600">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function LegalBody({ text }: { text: LegalText }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{text.intro}</p>
      <nav aria-labelledby="legal-contents" className="mt-6 rounded-2xl border border-stone-200 bg-white p-4">
        <h2 id="legal-contents" className="font-semibold text-stone-900">
          {t('privacy.legal.contents')}
        </h2>
        <ol className="mt-2 space-y-1">
          {text.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-brand-700 underline underline-offset-2"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className="mt-8 scroll-mt-20">
          <h2 id={`${section.id}-h`} className="text-xl font-bold text-stone-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

/** One page's text in one language: a chunk that never changes while the app runs. */
const legalTextOptions = (kind: LegalKind, language: Language) => ({
  queryKey: ['legal-text', kind, language],
  queryFn: () => loadLegalText(kind, language),
  staleTime: Infinity,
});

/**
 * The server draws /privacy and /terms with their whole text (entry-server.tsx): a visitor
 * from a link, a search engine or a regulator reads it without waiting for the app.
 */
export const legalData =
  (kind: LegalKind): RouteData =>
  ({ client, language }) =>
    client.prefetchQuery(legalTextOptions(kind, language));

/** /privacy and /terms: the text in the screen's language, fetched as its own chunk, with its version and date. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSessionStore(selectCurrentUser);
  const text = useQuery(legalTextOptions(kind, language));
  const version = VERSIONS[kind];
  const title = text.data?.title ?? (kind === 'privacy' ? t('privacy.centre.notice') : t('privacy.centre.terms'));
  return (
    <Screen title={title} as="article" className="page-container max-w-3xl pb-10">
      <ScreenTitle>{title}</ScreenTitle>
      <p className="mt-2 text-sm font-medium text-stone-600">
        {t('privacy.legal.version', { version, date: versionDate(version) })}
      </p>
      {text.isPending ? (
        <p role="status" className="mt-6 text-stone-600">
          {t('privacy.legal.loading')}
        </p>
      ) : text.isError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3">
          <p className="text-red-700">{t('privacy.legal.loadFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void text.refetch()}>
            {t('privacy.legal.retry')}
          </button>
        </div>
      ) : (
        <LegalBody text={text.data} />
      )}
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2 border-t border-stone-200 pt-5 text-sm">
        <Link to={OTHER[kind]} className="font-medium text-brand-700 underline underline-offset-2">
          {t(`privacy.legal.other.${kind}`)}
        </Link>
        {user ? (
          <Link to={routePatterns.privacyCentre} className="font-medium text-brand-700 underline underline-offset-2">
            {t('privacy.legal.centre')}
          </Link>
        ) : null}
      </p>
    </Screen>
  );
}
