import type { ModerationStatus } from '@nyumba/domain';
import { EyeOff } from 'lucide-react';
import { translateServerMessage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';

/**
 * On an owner's own listing or post that the public cannot see: what happened and why,
 * in their list and on the item's page, so a hidden listing never just goes quiet.
 */
export function ModerationNotice({ status }: { status: NonNullable<ModerationStatus> }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      data-testid="moderation-notice"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {t(`moderation.status.${status.state}`)}
      </p>
      <p className="mt-1 [overflow-wrap:anywhere] text-stone-800">
        {t('moderation.status.publicCannotSee')}
        {/* A moderator's own words stay as written; the system's reasons (a copy held) are translated. */}
        {translateServerMessage(status.reason)}
      </p>
    </div>
  );
}
