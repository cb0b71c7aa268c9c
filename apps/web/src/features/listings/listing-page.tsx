import type { ReactNode } from 'react';
import type { Listing } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { ApiError } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { ListingDetail } from './listing-detail/listing-detail';
import { ListingNotFound } from './listing-detail/listing-not-found';
import { LoadError, Loading } from './status-views';
import { useListing } from './use-listing-queries';

/**
 * /listing/:listingId, the page a shared WhatsApp link opens. `renderSave` draws the Save
 * button: it belongs to the saved feature, which itself shows listing cards, so the
 * router hands it in rather than this feature importing it.
 */
export function ListingPage({ renderSave }: { renderSave?: (listing: Listing) => ReactNode }) {
  const { t } = useTranslation();
  const { listingId = '' } = useParams();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const query = useListing(listingId);

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
        <ListingDetail
          listing={query.data}
          isOwner={userId === query.data.userRef}
          saveButton={renderSave?.(query.data)}
        />
      </>
    );
  }

  return <div className="page-container max-w-3xl lg:max-w-5xl">{body}</div>;
}
