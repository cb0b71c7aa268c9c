// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeListing } from '../../../test/make-listing';
import { ListingDetail } from './listing-detail';

// Leaflet needs a real layout engine; the small map is its own lazy chunk.
vi.mock('./listing-mini-map', () => ({ default: () => <div>map</div> }));

function renderDetail(overrides: Parameters<typeof makeListing>[0] = {}) {
  const listing = makeListing(overrides);
  const router = createMemoryRouter([
    { path: '*', element: <ListingDetail listing={listing} isOwner={false} saveButton={<button>Save</button>} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return listing;
}

const facts = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('ListingDetail', () => {
  it('shows a rental’s facts and amenities with its monthly price', () => {
    renderDetail({ bathrooms: 2, floorSize: 1200, depositMonths: 1, serviceCharge: 3500 });
    expect(screen.getByText('KSH 25,000/month')).toBeTruthy();
    expect(facts()).toMatchObject({
      Bathrooms: '2',
      'Floor size': '1,200 m²',
      Deposit: '1 month of rent',
      'Service charge': 'KSH 3,500/month',
      Furnished: 'No',
      Parking: 'Yes',
    });
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(amenities.textContent).toContain('Borehole or water tank');
  });

  it('never shows a plumber bedrooms, furnishing, parking or amenities, and prices it from', () => {
    renderDetail({
      type: 'technicians',
      bedrooms: null,
      price: 2000,
      amenities: [],
      areasServed: ['Westlands', 'Parklands'],
    });
    expect(screen.getByText('From KSH 2,000')).toBeTruthy();
    const shown = facts();
    for (const label of ['Bedrooms', 'Bathrooms', 'Furnished', 'Parking', 'Deposit'])
      expect(shown).not.toHaveProperty(label);
    expect(shown['Areas served']).toBe('Westlands, Parklands');
    expect(screen.queryByRole('region', { name: 'Amenities' })).toBeNull();
  });

  it.each(['rentals', 'for-sale'] as const)('warns a house-hunter never to pay before viewing a %s', (type) => {
    renderDetail({ type });
    expect(screen.getByText('Never pay before viewing.')).toBeTruthy();
  });

  // Where Nyumba carries the money, the safe way is to pay there, not "never before viewing".
  it.each([
    ['a bnb', { type: 'bnbs' as const }, 'the money is held until a day after you check in'],
    [
      'a rental whose lister proved a number',
      { type: 'rentals' as const, phoneVerifiedAt: '2026-11-01T08:00:00.000Z' },
      'the deposit is held until you move out',
    ],
  ])('tells a guest or tenant of %s to pay only on Nyumba', (_kind, overrides, how) => {
    renderDetail(overrides);
    expect(screen.getByText('Pay only on Nyumba.')).toBeTruthy();
    expect(screen.getByText(new RegExp(how))).toBeTruthy();
    expect(screen.queryByText('Never pay before viewing.')).toBeNull();
  });

  it('says nothing of viewings on a service', () => {
    renderDetail({ type: 'movers', bedrooms: null, amenities: [] });
    expect(screen.queryByText('Never pay before viewing.')).toBeNull();
  });

  it('keeps Call, WhatsApp and Save together in the contact bar, and names the lister', () => {
    renderDetail({
      lister: {
        id: 'u1',
        name: 'Wanjiku',
        avatar: null,
        memberSince: '2024-03-10T09:00:00.000Z',
        emailVerified: true,
        listingCount: 3,
      },
    });
    const bar = screen.getByRole('region', { name: 'Contact the lister' });
    expect(within(bar).getByRole('link', { name: 'Call' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Save' })).toBeTruthy();
    const lister = screen.getByRole('region', { name: 'Listed by' });
    expect(lister.textContent).toContain('Wanjiku');
    expect(lister.textContent).toContain('On Nyumba since March 2024');
    expect(lister.textContent).toContain('3 listings on Nyumba');
    expect(lister.textContent).toContain('Email confirmed');
  });

  it('prices a bnb per night and a house for sale as its asking price', () => {
    renderDetail({ type: 'bnbs', price: 4500, maxGuests: 4 });
    expect(screen.getByText('KSH 4,500/night')).toBeTruthy();
    expect(facts().Sleeps).toBe('4 guests');
  });

  it('gives a bnb’s TRA licence number, or says none was given', () => {
    renderDetail({ type: 'bnbs', maxGuests: 2, traLicence: 'TRA/BNB/0042' });
    expect(facts().Licence).toBe('TRA licence TRA/BNB/0042');
  });

  it('says when a bnb gave no TRA licence number', () => {
    renderDetail({ type: 'bnbs', traLicence: null });
    expect(facts().Licence).toBe('No TRA licence number given');
  });

  it('never asks a rental for a TRA licence', () => {
    renderDetail({ type: 'rentals' });
    expect(facts()).not.toHaveProperty('Licence');
  });

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
