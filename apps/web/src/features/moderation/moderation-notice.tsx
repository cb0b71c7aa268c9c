import './moderation-texts';
import type { MessageCode, ModerationStatus } from '@nyumba/domain';
import { EyeOff } from 'lucide-react';
import { Suspense } from 'react';
import { translateServerMessage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { CopyClaimForm } from './lazy-parts';

/** Held as a copy: the lister may say the listing is theirs (known by the reason's code, not its words). */
const COPY_HELD: MessageCode = 'shield.copy-held-reason';

/**
 * On an owner's own listing or post that the public cannot see: what happened and why,
 * in their list and on the item's page, so a hidden listing never just goes quiet. A listing
 * held as a copy (`listingId` given) also offers its lister "these are mine".
 */
export function ModerationNotice({ status, listingId }: { status: NonNullable<ModerationStatus>; listingId?: string }) {
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
        {translateServerMessage(status.reason, status.reasonCode)}
      </p>
      {listingId && status.state === 'hidden' && status.reasonCode === COPY_HELD ? (
        <Suspense fallback={null}>
          <CopyClaimForm listingId={listingId} />
        </Suspense>
      ) : null}
    </div>
  );
}
