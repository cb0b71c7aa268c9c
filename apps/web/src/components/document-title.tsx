import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Sets the tab title for the current screen, which screen readers announce
 * after navigation. Set from an effect because the runtime (preact/compat) does
 * not hoist a rendered <title> into <head> the way React 19 does.
 */
export function DocumentTitle(props: { page: string } | { full: string }) {
  const { t } = useTranslation();
  // `full` is a whole title (home's), `page` a screen's name that gets the site's after it.
  const title = 'full' in props ? props.full : t('app.documentTitle', { page: props.page });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
