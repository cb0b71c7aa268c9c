import './moderation-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationQueue, decideConversationReport, decideHeldMessage } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { useTranslation } from '../../i18n/use-translation';
import { call, queryKey } from '../../lib/api-client';
import { formatDateTime } from '../../lib/kenyan-dates';

/** Moderators: reported conversations with their messages, and messages held for the same text. */
export function ConversationQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queue = useQuery({
    queryKey: queryKey(conversationQueue),
    queryFn: ({ signal }) => call(conversationQueue, { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: queryKey(conversationQueue) });
  const decideReport = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'dismiss' | 'uphold' }) =>
      call(decideConversationReport, { params: { id }, body: { action } }),
    onSuccess: refresh,
  });
  const decideHeld = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'release' | 'reject' }) =>
      call(decideHeldMessage, { params: { id }, body: { action } }),
    onSuccess: refresh,
  });

  if (queue.isPending) return <p className="mt-6 text-stone-700">{t('moderation.loading')}</p>;
  if (queue.isError) {
    return (
      <p role="alert" className="mt-6 text-red-700">
        {queue.error.message}
      </p>
    );
  }
  const { reports, held } = queue.data;
  if (reports.length === 0 && held.length === 0) {
    return <p className="mt-6 text-stone-700">{t('moderation.queue.conversations.empty')}</p>;
  }
  const warnings = (count: number) =>
    count > 0 ? (
      <span className="font-semibold text-red-700"> · {t('moderation.queue.conversations.warnings', { count })}</span>
    ) : null;

  return (
    <div className="mt-6 space-y-8">
      {reports.length > 0 ? (
        <section aria-labelledby="reported-conversations">
          <h2 id="reported-conversations" className="text-lg font-semibold">
            {t('moderation.queue.conversations.reports')}
          </h2>
          <ul className="mt-3 space-y-4">
            {reports.map((report) => (
              <li key={report.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <p className="font-semibold">
                  {t('moderation.queue.conversations.about', { name: report.listing.name })}
                </p>
                <p className="text-sm text-stone-700">
                  {t('moderation.queue.conversations.reportedBy', { name: report.reporter.name })} ·{' '}
                  {t(`moderation.report.reasons.${report.reason}` as 'moderation.report.reasons.scam')} ·{' '}
                  {formatDateTime(new Date(report.at))}
                </p>
                {report.note ? <p className="mt-1 text-sm text-stone-700">“{report.note}”</p> : null}
                <p className="mt-1 text-sm">
                  {report.reported.name}
                  {warnings(report.reported.warnings)}
                </p>
                <ol className="mt-3 space-y-2 rounded-xl bg-stone-50 p-3 text-sm">
                  {report.messages.map((message) => (
                    <li key={message.id} className={message.fromReported ? 'text-stone-900' : 'text-stone-600'}>
                      <span className="font-semibold">
                        {message.fromReported ? report.reported.name : report.reporter.name}:
                      </span>{' '}
                      <span className="whitespace-pre-wrap">{message.text}</span>
                      {message.warning ? (
                        <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                          {t('moderation.queue.conversations.flagged')}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
                <DecisionButtons
                  lenient={t('moderation.queue.conversations.dismiss')}
                  severe={t('moderation.queue.conversations.uphold')}
                  onDecide={(severe) => decideReport.mutate({ id: report.id, action: severe ? 'uphold' : 'dismiss' })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {held.length > 0 ? (
        <section aria-labelledby="held-messages">
          <h2 id="held-messages" className="text-lg font-semibold">
            {t('moderation.queue.conversations.held')}
          </h2>
          <p className="text-sm text-stone-600">{t('moderation.queue.conversations.heldWhy')}</p>
          <ul className="mt-3 space-y-4">
            {held.map((message) => (
              <li key={message.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <p className="text-sm text-stone-700">
                  {t('moderation.queue.conversations.from', { from: message.sender.name, to: message.recipient.name })}
                  {warnings(message.sender.warnings)}
                </p>
                <p className="text-sm text-stone-600">
                  {t('moderation.queue.conversations.about', { name: message.listing.name })}
                </p>
                <p className="mt-2 rounded-xl bg-stone-50 p-3 whitespace-pre-wrap">{message.text}</p>
                <DecisionButtons
                  lenient={t('moderation.queue.conversations.release')}
                  severe={t('moderation.queue.conversations.reject')}
                  onDecide={(severe) => decideHeld.mutate({ id: message.id, action: severe ? 'reject' : 'release' })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A moderator's two answers to an item: the lenient one, and the severe one in red. */
function DecisionButtons({
  lenient,
  severe,
  onDecide,
}: {
  lenient: string;
  severe: string;
  onDecide: (severe: boolean) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={() => onDecide(false)}>
        {lenient}
      </button>
      <button type="button" className={buttonStyles.danger} onClick={() => onDecide(true)}>
        {severe}
      </button>
    </div>
  );
}
