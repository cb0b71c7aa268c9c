import './moderation-texts';
import type { ModerationEntry } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/kenyan-dates';

/** The audit log of one user or item: what was decided, why, by whom and when. */
export function DecisionLog({
  entries,
  labels = {},
}: {
  entries: ModerationEntry[];
  /** Words for actions logged by a feature that keeps its own texts (an agency's EARB check). */
  labels?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 space-y-2 text-sm">
      {entries.map((entry) => {
        // 'agent-verified EARB/123': the kind of decision, then what it was about.
        const [kind = '', ...about] = entry.action.split(' ');
        const label =
          labels[kind] ?? t(`moderation.actions.${kind}` as 'moderation.actions.hide', { defaultValue: kind });
        return (
          <li key={entry.id} className="rounded-xl bg-white p-3">
            <p className="font-medium text-stone-900">{[label, ...about].join(' ')}</p>
            <p className="[overflow-wrap:anywhere] text-stone-700">{entry.reason}</p>
            <p className="text-stone-600">
              {entry.moderator ?? t(kind === 'auto-hidden' ? 'moderation.system' : 'moderation.formerModerator')} ·{' '}
              {formatDateTime(new Date(entry.createdAt))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
