import './conversation-texts';
import { useQueryClient } from '@tanstack/react-query';
import { formatPhone, formatPrice, isServiceType, type Message, type StreamEvent } from '@nyumba/domain';
import { ArrowLeft, BadgeCheck, Phone, ShieldAlert } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/offline';
import { paths } from '../../paths';
import { Composer } from './composer';
import { ConversationMenu } from './conversation-menu';
import { useStreamEvents } from './live-stream';
import { MessageList } from './message-list';
import { fetchOlder, useConversation, useMarkRead } from './messages-api';
import { flushOutbox, queueMessage, retryPending, usePending } from './outbox';
import { Screen, ScreenTitle } from '../../components/screen';
import { ListingThumb } from './listing-thumb';
import { ConversationBookings } from '../bookings';
import { ConversationDeals } from '../reviews';
import { LoadBoundary } from '../../components/load-boundary';
import { usePublicConfig } from '../../lib/public-config';
import { useFollowNewest } from './use-follow-newest';

/** Marks what the person sees read: the newest message from the other side, once the page is in view. */
function useReadMarks(conversationId: string, messages: Message[] | undefined) {
  const markRead = useMarkRead(conversationId);
  const newest = messages?.filter((m) => !m.fromMe).at(-1)?.id;
  const [marked, setMarked] = useState<string | null>(null);
  const mark = markRead.mutate;
  useEffect(() => {
    if (!newest || newest === marked || document.visibilityState !== 'visible') return;
    setMarked(newest);
    mark(newest);
  }, [newest, marked, mark]);
}

/** /messages/:conversationId: one conversation, live. */
export function ConversationPage() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const client = useQueryClient();
  const query = useConversation(conversationId);
  const pending = usePending(conversationId);
  const online = useOnline();
  const [older, setOlder] = useState<{ messages: Message[]; hasOlder: boolean } | null>(null);
  const payments = Boolean(usePublicConfig().data?.featurePrices);
  const follow = useFollowNewest(query.data?.messages.at(-1));

  useReadMarks(conversationId, query.data?.messages);
  useEffect(() => {
    if (online) flushOutbox(client, conversationId);
  }, [online, client, conversationId]);
  // A message to this conversation while it is open: read at once (the read effect runs again).
  useStreamEvents(
    useCallback(
      (event: StreamEvent) => {
        if (event.kind === 'message' && event.conversationId === conversationId && !query.data) void query.refetch();
      },
      [conversationId, query],
    ),
  );

  if (query.isPending) {
    return (
      <p role="status" className="page-container text-stone-600">
        {t('conversation.conversation.loading')}
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="page-container max-w-2xl" role="alert">
        <h1 className="page-title">
          {missing ? t('conversation.conversation.notFound') : t('conversation.conversation.failed')}
        </h1>
        <div className="mt-4 flex gap-2">
          <Link to={paths.messages} className={buttonStyles.secondary}>
            {t('conversation.conversation.back')}
          </Link>
          {missing ? null : (
            <button type="button" className="btn-primary" onClick={() => void query.refetch()}>
              {t('conversation.inbox.retry')}
            </button>
          )}
        </div>
      </section>
    );
  }

  const { conversation, messages, hasOlder } = query.data;
  const { listing, other } = conversation;
  const shown = [...(older?.messages ?? []), ...messages];
  const moreBefore = older ? older.hasOlder : hasOlder;
  const blocked = conversation.blocked !== 'none';

  async function loadOlder() {
    const first = shown[0];
    if (!first) return;
    const answer = await fetchOlder(conversationId, first.id);
    setOlder((current) => ({
      messages: [...answer.messages, ...(current?.messages ?? [])],
      hasOlder: answer.hasOlder,
    }));
  }

  return (
    <Screen title={other.name} className="page-container max-w-2xl">
      <div className="flex items-center gap-2">
        <Link to={paths.messages} className={buttonStyles.icon} aria-label={t('conversation.conversation.back')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <ScreenTitle className="min-w-0 flex-1 truncate text-xl font-bold text-stone-900">
          {other.name}
          {other.verifiedAgent ? (
            <BadgeCheck
              aria-label={t('conversation.conversation.verifiedAgent')}
              className="ml-1 inline size-5 text-brand-700"
            />
          ) : null}
        </ScreenTitle>
        <ConversationMenu conversation={conversation} />
      </div>
      {other.emailVerified ? (
        <p className="ml-13 text-xs text-stone-500">{t('conversation.conversation.verifiedEmail')}</p>
      ) : null}

      <Link
        to={paths.listing(listing.id)}
        aria-label={`${t('conversation.conversation.about')}: ${listing.name}`}
        className="mt-3 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-2 hover:bg-stone-50"
      >
        <ListingThumb image={listing.image} px={56} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{listing.name}</p>
          <p className="text-sm text-brand-800">
            {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
          </p>
          {listing.availability === 'let' || listing.availability === 'sold' ? (
            <p className="text-xs text-stone-600">{t('conversation.conversation.unavailable')}</p>
          ) : null}
        </div>
      </Link>

      {conversation.phone ? (
        <a
          href={`tel:${conversation.phone}`}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('conversation.conversation.phone', { phone: formatPhone(conversation.phone) })}
        </a>
      ) : conversation.role === 'seeker' ? (
        <p className="mt-2 text-sm text-stone-600">{t('conversation.conversation.phoneAfterReply')}</p>
      ) : null}

      <LoadBoundary fallback={null}>
        <Suspense fallback={null}>
          {listing.type === 'bnbs' || listing.type === 'rentals' || listing.type === 'for-sale' ? (
            <ConversationBookings conversationId={conversationId} type={listing.type} />
          ) : null}
          {/* A service's hire, a bnb's completed stays: reviewed by both sides. */}
          {isServiceType(listing.type) || listing.type === 'bnbs' ? (
            <ConversationDeals
              conversationId={conversationId}
              type={listing.type}
              provider={conversation.role === 'lister'}
            />
          ) : null}
        </Suspense>
      </LoadBoundary>

      {isServiceType(listing.type) ? null : (
        <aside
          aria-label={t('conversation.conversation.noticeTitle')}
          className="mt-3 flex gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          {/* A stay is paid for, a viewing never is: each is warned of its own trick. */}
          {listing.type !== 'bnbs'
            ? t('conversation.conversation.notice')
            : payments
              ? t('conversation.conversation.stayNotice')
              : t('conversation.conversation.stayNoticeOffline')}
        </aside>
      )}

      <div className="mt-4 rounded-2xl bg-stone-50 p-3">
        {moreBefore ? (
          <div className="mb-3 text-center">
            <button type="button" className={buttonStyles.secondary} onClick={() => void loadOlder()}>
              {t('conversation.conversation.older')}
            </button>
          </div>
        ) : null}
        <MessageList messages={shown} pending={pending} onRetry={(clientId) => retryPending(client, clientId)} />
      </div>

      {blocked ? (
        <p role="status" className="mt-4 rounded-2xl bg-stone-100 p-3 text-stone-700">
          {conversation.blocked === 'by-me'
            ? t('conversation.conversation.blockedByMe', { name: other.name })
            : t('conversation.conversation.blockedByThem')}
        </p>
      ) : (
        <Composer online={online} onSend={(text) => queueMessage(client, conversationId, text)} />
      )}
      <div ref={follow.end} aria-hidden="true" />
      {follow.unseen ? (
        <button
          type="button"
          onClick={follow.jump}
          className="fixed bottom-24 left-1/2 z-30 inline-flex min-h-11 -translate-x-1/2 items-center rounded-full bg-brand-700 px-4 font-semibold text-white shadow-lg lg:bottom-8"
        >
          {t('conversation.conversation.newBelow')}
        </button>
      ) : null}
    </Screen>
  );
}
