import './conversation-texts';
import { formatPrice, type Conversation } from '@nyumba/domain';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { useInbox } from './messages-api';
import { messageTime } from './message-time';
import { Screen, ScreenTitle } from '../../components/screen';
import { ListingThumb } from './listing-thumb';

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { listing, other, lastMessage, unread } = conversation;
  const line = lastMessage
    ? lastMessage.fromMe
      ? t('conversation.inbox.you', { text: lastMessage.text })
      : lastMessage.text
    : t('conversation.inbox.waiting');
  return (
    <li>
      <Link
        to={paths.conversation(conversation.id)}
        data-conversation={conversation.id}
        className={`flex gap-3 rounded-2xl border p-3 hover:bg-stone-50 ${
          unread > 0 ? 'border-brand-300 bg-brand-50/40' : 'border-stone-200 bg-white'
        }`}
      >
        <ListingThumb image={listing.image} px={64} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={`truncate ${unread > 0 ? 'font-bold text-stone-950' : 'font-semibold text-stone-900'}`}>
              {other.name}
              {other.verifiedAgent ? (
                <BadgeCheck
                  aria-label={t('conversation.conversation.verifiedAgent')}
                  className="ml-1 inline size-4 text-brand-700"
                />
              ) : null}
            </p>
            <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-stone-500">
              {messageTime(conversation.updatedAt)}
            </time>
          </div>
          <p className="truncate text-sm text-stone-600">
            {listing.name} · {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
          </p>
          <div className="flex items-center justify-between gap-2">
            <p className={`truncate text-sm ${unread > 0 ? 'font-semibold text-stone-900' : 'text-stone-600'}`}>
              {line}
            </p>
            {unread > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">{t('messages.unread', { count: unread })}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** /messages: the person's conversations, newest message first; "Archived" shows the archived ones. */
export function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === 'true';
  const listingId = params.get('listing') ?? undefined;
  const query = useInbox(archived, listingId);
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const listings = query.data?.pages[0]?.listings ?? [];
  const show = (next: Record<string, string | undefined>) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))),
      {
        replace: true,
      },
    );
  const tab = (on: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${
      on ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
    }`;

  return (
    <Screen title={t('conversation.inbox.title')} className="page-container max-w-2xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ScreenTitle>{t('conversation.inbox.title')}</ScreenTitle>
        {/* Viewings and stays agreed in these conversations, all in one list. */}
        <Link to={paths.bookings} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t('nav.bookings')}
        </Link>
      </div>
      <div className="mt-3 flex gap-2" role="group" aria-label={t('conversation.inbox.title')}>
        <button
          type="button"
          aria-pressed={!archived}
          className={tab(!archived)}
          onClick={() => show({ listing: listingId })}
        >
          {t('conversation.inbox.current')}
        </button>
        <button
          type="button"
          aria-pressed={archived}
          className={tab(archived)}
          onClick={() => show({ archived: 'true', listing: listingId })}
        >
          {t('conversation.inbox.archived')}
        </button>
      </div>
      {listings.length > 1 || listingId ? (
        // A lister's enquiries, one listing at a time.
        <label className="mt-3 block">
          <span className="text-sm font-semibold text-stone-700">{t('conversation.inbox.byListing')}</span>
          <select
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
            value={listingId ?? ''}
            onChange={(event) =>
              show({ archived: archived ? 'true' : undefined, listing: event.target.value || undefined })
            }
          >
            <option value="">{t('conversation.inbox.allListings')}</option>
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {`${listing.name} (${listing.conversations})`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="mt-5">
        {query.isPending ? (
          <p role="status" className="text-stone-600">
            {t('conversation.inbox.loading')}
          </p>
        ) : query.isError && conversations.length === 0 ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{t('conversation.inbox.failed')}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
              {t('conversation.inbox.retry')}
            </button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <MessageSquare aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">
              {archived ? t('conversation.inbox.emptyArchived') : t('conversation.inbox.empty')}
            </p>
            {archived ? null : (
              <>
                <p className="text-stone-600">{t('conversation.inbox.emptyHint')}</p>
                <Link to={paths.search()} className="btn-primary">
                  {t('conversation.inbox.browse')}
                </Link>
              </>
            )}
          </div>
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('conversation.inbox.title')}>
              {conversations.map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <button
                type="button"
                className={`${buttonStyles.secondary} mt-4 w-full`}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('conversation.inbox.more')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </Screen>
  );
}
