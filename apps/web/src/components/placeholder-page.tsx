import { useTranslation } from '../i18n/use-translation';
import { Screen, ScreenTitle } from './screen';

/** Stand-in body for screens whose feature issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Screen title={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">
        <p>{t('app.notBuiltYet')}</p>
      </div>
    </Screen>
  );
}
