// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeListing } from '../../../test/make-listing';
import { ListingDetail } from './listing-detail';

// Leaflet needs a real layout engine; the small map is its own lazy chunk.
vi.mock('./listing-mini-map', () => ({ default: () => <div>map</div> }));

function renderDetail() {
  const listing = makeListing();
  const router = createMemoryRouter([{ path: '*', element: <ListingDetail listing={listing} isOwner={false} /> }]);
  render(<RouterProvider router={router} />);
  return listing;
}

describe('ListingDetail', () => {
  it('offers Call and WhatsApp with the number in international form and a message naming the listing', () => {
    const listing = renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: listing.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+254712345678');
    const whatsapp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/254712345678');
    const text = whatsapp.searchParams.get('text')!;
    expect(text).toContain(listing.name);
    expect(text).toContain(`/listing/${listing._id}`);
    expect(screen.queryByRole('link', { name: 'Edit listing' })).toBeNull();
  });

  it('copies the link when the Web Share API is missing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const listing = renderDetail();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/listing/${listing._id}`);
    expect(screen.getByRole('status').textContent).toBe('Link copied!');
  });

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const listing = renderDetail();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: listing.name }));
  });
});
