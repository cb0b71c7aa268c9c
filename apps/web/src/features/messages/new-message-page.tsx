import './conversation-texts';
import { formatPrice } from '@nyumba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { ResponsiveImage } from '../../components/responsive-image';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { formErrorsOf, NO_ERRORS } from '../../lib/form-errors';
import { useOnline } from '../../lib/offline';
import { paths } from '../../paths';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { useListing } from '../listings';
import { Composer } from './composer';
import { addMessage, useListingContact, useStartConversation } from './messages-api';
import { Screen, ScreenTitle } from '../../components/screen';

/**
 * /messages/new/:listingId, "Send a message" on a listing: the listing, and a first
 * message to its lister (offered as a question the lister can answer at once). A person
 * who already has a conversation about it goes to that conversation instead.
 */
export function NewMessagePage() {
  const { t } = useTranslation();
  const { listingId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const online = useOnline();
  const me = sessionUserId(useSessionStore(selectCurrentUser));
  const listing = useListing(listingId);
  const contact = useListingContact(listingId, true);
  const start = useStartConversation();
  const errors = start.error ? formErrorsOf(start.error, t('conversation.conversation.failed')) : NO_ERRORS;

  if (contact.data?.conversationId) return <Navigate to={paths.conversation(contact.data.conversationId)} replace />;
  if (listing.isPending || contact.isPending) {
    return (
      <p role="status" className="page-container text-stone-600">
        {t('conversation.conversation.loading')}
      </p>
    );
  }
  if (listing.isError || !listing.data) {
    return (
      <section className="page-container max-w-2xl" role="alert">
        <h1 className="page-title">{t('conversation.start.listingMissing')}</h1>
        <Link to={paths.search()} className={`${buttonStyles.secondary} mt-4`}>
          {t('conversation.inbox.browse')}
        </Link>
      </section>
    );
  }
  const item = listing.data;
  const own = item.userRef === me;
  const lister = item.lister?.name ?? '';

  function send(text: string) {
    start.mutate(
      { listingId, text, clientId: crypto.randomUUID() },
      {
        onSuccess: (answer) => {
          addMessage(client, answer.conversationId, answer.message);
          void navigate(paths.conversation(answer.conversationId), { replace: true });
        },
      },
    );
  }

  return (
    <Screen title={t('conversation.start.title')} className="page-container max-w-2xl">
      <ScreenTitle>{t('conversation.start.title')}</ScreenTitle>
      <Link
        to={paths.listing(item._id)}
        className="mt-3 flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-2 hover:bg-stone-50"
      >
        <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
          {item.image_urls[0] ? (
            <ResponsiveImage
              src={item.image_urls[0]}
              alt=""
              sizes="64px"
              maxWidth={320}
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{item.name}</p>
          <p className="text-sm text-brand-800">
            {formatPrice(item.price, item.type, currentLanguage(), item.priceUnit)}
          </p>
        </div>
      </Link>
      {own ? (
        <p className="mt-4 text-stone-700">{t('conversation.start.own')}</p>
      ) : (
        <>
          <p className="mt-4 text-stone-700">{t('conversation.start.intro', { name: lister })}</p>
          <aside className="mt-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {t('conversation.conversation.notice')}
          </aside>
          {errors.form ? (
            <p role="alert" className="mt-3 text-red-700">
              {errors.fields.text ?? errors.form}
            </p>
          ) : null}
          <Composer
            online={online}
            busy={start.isPending}
            initial={t('conversation.start.default', { name: item.name })}
            onSend={send}
          />
        </>
      )}
    </Screen>
  );
}
