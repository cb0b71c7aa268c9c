import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { MemoryRouter } from 'react-router';
import type { MapListing } from '@nyumba/domain';
import { SelectedMarker } from './listing-markers';

const listing: MapListing = {
  _id: '0d3c6e1a-2f4b-4c8d-9e7f-1a2b3c4d5e6f',
  lat: -1.2864,
  lng: 36.8172,
  name: 'Cosy single room to let in Mbotela',
  price: 4500,
  type: 'rentals',
  bedrooms: '1-bedroom',
  priceUnit: null,
  image: null,
};

/** The map page swaps the map answer's copy of the listing for the fetched one; the id stays. */
function FreshCopyOnMount() {
  const [shown, setShown] = useState(listing);
  // A layout effect's update renders again before Preact runs the first render's effects.
  useLayoutEffect(() => setShown({ ...listing }), []);
  return <SelectedMarker listing={shown} highlighted onSelect={() => {}} />;
}

describe('SelectedMarker', () => {
  it('opens its popup even when a fresh copy of the listing arrives before the first effects ran', async () => {
    render(
      <MemoryRouter>
        <MapContainer center={[listing.lat, listing.lng]} zoom={15} style={{ width: 360, height: 640 }}>
          <FreshCopyOnMount />
        </MapContainer>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.querySelector('.leaflet-popup')?.textContent).toContain(listing.name));
    // The card is the way to the listing: its name links to the listing's page.
    expect(document.querySelector('.leaflet-popup a')?.getAttribute('href')).toBe(`/listing/${listing._id}`);
  });
});
