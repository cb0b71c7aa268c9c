import './conversation-texts';
import type { Language, Message } from '@nyumba/domain';
import { TriangleAlert } from 'lucide-react';
import { useTexts, useTranslation } from '../../i18n/use-translation';
import { MessageText } from './message-text';
import { messageDay, messageTime, sameKenyanDay } from './message-time';
import type { Pending } from './outbox';

// Said after the money warning: the safe way to pay a deposit (issue 57). Here, in the
// conversation's own chunk, rather than among the texts every first visit loads.
const rentWarning = (language: Language) =>
  language === 'sw'
    ? 'Unapanga? Lipa amana na mwezi wa kwanza kwenye Nyumba tu ("Panga nyumba hii kupitia Nyumba"): amana inashikiliwa hadi utakapohama.'
    : 'Renting? Pay the deposit and first month only on Nyumba ("Rent this home on Nyumba"): the deposit is held until you move out.';

function Status({ message }: { message: Message }) {
  const { t } = useTranslation();
  if (!message.fromMe) return null;
  const label =
    message.status === 'held'
      ? t('conversation.conversation.held')
      : message.status === 'rejected'
        ? t('conversation.conversation.rejected')
        : message.seen
          ? t('conversation.conversation.seen')
          : t('conversation.conversation.sent');
  return <span data-message-status={message.seen ? 'seen' : message.status}> · {label}</span>;
}

function Bubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const rent = useTexts(rentWarning);
  return (
    <li className={`flex ${message.fromMe ? 'justify-end' : 'justify-start'}`} data-message={message.id}>
      <div className={`max-w-[85%] space-y-1 ${message.fromMe ? 'items-end text-right' : ''}`}>
        {message.warning ? (
          <p
            role="note"
            className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-2 text-left text-sm text-amber-900"
          >
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            <span>
              {t('conversation.conversation.scamWarning')} {rent}
            </span>
          </p>
        ) : null}
        <div
          className={`rounded-2xl px-3 py-2 text-left ${
            message.fromMe
              ? 'rounded-br-sm bg-brand-700 text-white'
              : 'rounded-bl-sm bg-white text-stone-900 ring-1 ring-stone-200'
          }`}
        >
          <MessageText text={message.text} />
        </div>
        <p className="text-xs text-stone-500">
          <time dateTime={message.at}>{messageTime(message.at)}</time>
          <Status message={message} />
        </p>
      </div>
    </li>
  );
}

function PendingBubble({ pending, onRetry }: { pending: Pending; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-end" data-pending={pending.clientId}>
      <div className="max-w-[85%] space-y-1 text-right">
        <div className="rounded-2xl rounded-br-sm bg-brand-700/70 px-3 py-2 text-left text-white">
          <MessageText text={pending.text} />
        </div>
        {pending.error ? (
          <button type="button" onClick={onRetry} className="text-xs font-semibold text-red-700 underline">
            {pending.error} {t('conversation.conversation.failedToSend')}
          </button>
        ) : (
          <p className="text-xs text-stone-500" data-message-status="waiting">
            {t('conversation.conversation.waiting')}
          </p>
        )}
      </div>
    </li>
  );
}

/** The conversation's messages by Kenyan day, then what waits on the phone to be sent. */
export function MessageList({
  messages,
  pending,
  onRetry,
}: {
  messages: Message[];
  pending: Pending[];
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const labels = { today: t('conversation.conversation.today'), yesterday: t('conversation.conversation.yesterday') };
  const sent = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return (
    <ol className="space-y-3" aria-label={t('conversation.inbox.title')}>
      {/* One flat list of keyed items, a day's heading its own: Preact misplaces keyed
          fragments when a list grows, and drew a conversation's newest messages above its
          first ones (issue 41). */}
      {messages.flatMap((message, i) => [
        ...(i === 0 || !sameKenyanDay(messages[i - 1]!.at, message.at)
          ? [
              <li
                key={`day:${message.id}`}
                className="py-1 text-center text-xs font-semibold text-stone-500"
                aria-hidden="true"
              >
                {messageDay(message.at, labels)}
              </li>,
            ]
          : []),
        <Bubble key={message.id} message={message} />,
      ])}
      {pending
        .filter((p) => !sent.has(p.clientId))
        .map((p) => (
          <PendingBubble key={p.clientId} pending={p} onRetry={() => onRetry(p.clientId)} />
        ))}
    </ol>
  );
}
