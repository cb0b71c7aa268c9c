import './moderation-texts';
import { useTranslation } from '../../i18n/use-translation';
import { useModerationItem } from './moderation-api';
import { QueueItemCard } from './queue-item-card';

/**
 * On a listing's or post's own page, for moderators: the item as the queue shows it (its
 * state, open reports, owner history and every decision) with the same actions.
 */
export function ItemModerationPanel({ kind, id }: { kind: 'listing' | 'post'; id: string }) {
  const { t } = useTranslation();
  const item = useModerationItem(kind, id);
  return (
    <section aria-labelledby="item-moderation-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="item-moderation-title" className="text-lg font-bold text-stone-900">
        {t('moderation.title')}
      </h2>
      {item.data ? (
        <ul className="mt-3">
          <QueueItemCard item={item.data.item} />
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{item.isError ? t('moderation.failed') : t('moderation.loading')}</p>
      )}
    </section>
  );
}
