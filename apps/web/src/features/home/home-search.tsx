import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';

/**
 * The home page's search box, in the first screen on every width. A plain field that
 * opens /search?q=<text>: the search screen reads the text as if typed there ("2 bedroom
 * kilimani under 60k" → its filters), so home carries neither the understanding nor the
 * search screen's combobox (suggestions, neighbourhood list) in its first load.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    void navigate(paths.search(typed ? { q: typed } : {}));
  }

  return (
    <form role="search" onSubmit={submit} className="mt-5 flex max-w-xl gap-2" data-home-search>
      <label htmlFor="home-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="home-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('home.searchPlaceholder')}
        enterKeyHint="search"
        className="min-h-12 min-w-0 flex-1 rounded-full border-0 bg-white px-5 text-base text-stone-900 shadow-sm placeholder:text-stone-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-900 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-white"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('nav.search')}</span>
      </button>
    </form>
  );
}
