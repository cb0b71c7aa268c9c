import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Sets the tab title for the current screen, which screen readers announce
 * after navigation. Set from an effect because the runtime (preact/compat) does
 * not hoist a rendered <title> into <head> the way React 19 does.
 */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  const title = t('app.documentTitle', { page });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
