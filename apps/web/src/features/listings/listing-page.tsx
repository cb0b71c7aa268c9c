import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { listingSchema, type Listing } from '@nyumba/domain';
import { DocumentTitle } from '../../components/document-title';
import { ApiError } from '../../lib/api-client';
import { pageData, pageDataTime } from '../../lib/page-data';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { ListingDetail } from './listing-detail/listing-detail';
import { ListingNotFound } from './listing-detail/listing-not-found';
import { LoadError, Loading } from './status-views';
import { useListing } from './use-listing-queries';

/** The listing the server put in the page when this is the page it was opened on. */
function listingInPage(id: string): Listing | undefined {
  const parsed = listingSchema.safeParse(pageData('listing'));
  return parsed.success && parsed.data._id === id ? parsed.data : undefined;
}

/** /listing/:listingId, the page a shared WhatsApp link opens. */
export function ListingPage() {
  const { t } = useTranslation();
  const { listingId = '' } = useParams();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const inPage = useMemo(() => listingInPage(listingId), [listingId]);
  const query = useListing(listingId, inPage, inPage ? pageDataTime() : 0);

  let body;
  if (query.isPending) body = <Loading label={t('app.loading')} />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400) ? (
        <>
          <DocumentTitle page={t('listings.detail.notFoundTitle')} />
          <ListingNotFound headingLevel="h1" />
        </>
      ) : (
        <LoadError message={t('listings.detail.loadFailed')} onRetry={() => void query.refetch()} />
      );
  } else {
    body = (
      <>
        <DocumentTitle page={query.data.name} />
        <ListingDetail listing={query.data} isOwner={userId === query.data.userRef} />
      </>
    );
  }

  return <div className="page-container max-w-3xl">{body}</div>;
}
