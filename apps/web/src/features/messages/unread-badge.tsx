import { useTranslation } from '../../i18n/use-translation';
import { useUnreadStore } from './unread-store';

/** The count of unread messages on the navigation's Messages item; nothing when there are none. */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadStore((state) => state.unread);
  if (unread === 0) return null;
  return (
    <span
      data-unread-badge
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('messages.unread', { count: unread })}</span>
    </span>
  );
}
