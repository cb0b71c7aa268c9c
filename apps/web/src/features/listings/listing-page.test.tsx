// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeListing } from '../../test/make-listing';
import { getListing } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { ListingPage } from './listing-page';

// Leaflet needs a real layout engine; the small map is its own lazy chunk.
vi.mock('./listing-detail/listing-mini-map', () => ({ default: () => <div>map</div> }));

const inPage = makeListing({ _id: 'a1', id: 'a1', name: 'The listing the link was shared for' });
const other = makeListing({ _id: 'b2', id: 'b2', name: 'Another listing' });

beforeAll(() => {
  // As the server writes it into /listing/a1 (apps/server/src/modules/pages).
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = JSON.stringify({ listing: inPage });
  document.head.append(block);
});

const routes = [{ path: '/listing/:listingId', element: <ListingPage /> }];

describe('ListingPage', () => {
  it('draws the listing the server put in the page without asking the API', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, '/listing/a1');
    expect(await screen.findByRole('heading', { level: 1, name: inPage.name })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API for any other listing', async () => {
    const api = stubApi({ [getListing.id]: () => ({ success: true, listing: other }) });
    renderRoutes(routes, '/listing/b2');
    expect(await screen.findByRole('heading', { level: 1, name: other.name })).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.requestsTo(getListing).map((request) => request.params)).toEqual([{ id: 'b2' }]);
  });
});
