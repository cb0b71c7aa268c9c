// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { makeListing } from '../../../test/make-listing';
import { ListingCard } from './listing-card';

function renderCard(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(<RouterProvider router={router} />);
  return router;
}

const currentPhotoAlt = () => screen.getByRole('button', { name: /^Open the photos of/ }).querySelector('img')?.alt;

describe('ListingCard', () => {
  it('is not rendered without images', () => {
    renderCard(<ListingCard listing={makeListing({ image_urls: [] })} />);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows badge, name linking to the listing page, monthly price, bedrooms and area', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const card = screen.getByRole('article', { name: 'Modern 2 bedroom apartment in Kilimani' });
    expect(within(card).getByText('Rentals')).toBeTruthy();
    expect(within(card).getByText('KSH 25,000/month')).toBeTruthy();
    expect(within(card).getByText('2 bedroom')).toBeTruthy();
    expect(within(card).getByText('Kilimani')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Modern 2 bedroom apartment in Kilimani' });
    expect(link.getAttribute('href')).toBe('/listing/11111111-1111-4111-8111-111111111111');
  });

  it('says when its lister last confirmed it available, and nothing once it is let', () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    renderCard(<ListingCard listing={makeListing({ confirmedAt: threeDaysAgo })} />);
    expect(screen.getByText('Confirmed available 3 days ago')).toBeTruthy();
    renderCard(<ListingCard listing={makeListing({ _id: 'b', id: 'b', confirmedAt: new Date().toISOString() })} />);
    expect(screen.getByText('Confirmed available today')).toBeTruthy();
    renderCard(
      <ListingCard listing={makeListing({ _id: 'c', id: 'c', availability: 'let', confirmedAt: threeDaysAgo })} />,
    );
    expect(screen.getAllByText(/^Confirmed available/)).toHaveLength(2);
  });

  it('builds a srcset from the store image address and loads lazily', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const img = screen.getByAltText('Modern 2 bedroom apartment in Kilimani, photo 1 of 3');
    expect(img.getAttribute('srcset')).toContain('-640.webp 640w');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('changes the photo on a swipe over 50 px and not on one of 50 px or less', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const photo = screen.getByRole('button', { name: /^Open the photos of/ });
    expect(currentPhotoAlt()).toMatch(/photo 1 of 3$/);

    fireEvent.pointerDown(photo, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(photo, { clientX: 150, clientY: 100 });
    expect(currentPhotoAlt()).toMatch(/photo 1 of 3$/);

    fireEvent.pointerDown(photo, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(photo, { clientX: 149, clientY: 100 });
    expect(currentPhotoAlt()).toMatch(/photo 2 of 3$/);

    fireEvent.pointerDown(photo, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(photo, { clientX: 200, clientY: 100 });
    expect(currentPhotoAlt()).toMatch(/photo 1 of 3$/);
  });

  it('ignores mostly vertical drags and the click that ends a swipe', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const photo = screen.getByRole('button', { name: /^Open the photos of/ });
    fireEvent.pointerDown(photo, { clientX: 100, clientY: 0 });
    fireEvent.pointerUp(photo, { clientX: 160, clientY: 200 });
    expect(currentPhotoAlt()).toMatch(/photo 1 of 3$/);

    fireEvent.pointerDown(photo, { clientX: 200, clientY: 0 });
    fireEvent.pointerUp(photo, { clientX: 100, clientY: 0 });
    fireEvent.click(photo);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a gallery at the current photo with an n / total counter, and Escape returns focus', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const photo = screen.getByRole('button', { name: /^Open the photos of/ });
    photo.focus();
    fireEvent.click(photo);
    const gallery = screen.getByRole('dialog', { name: 'Photos of Modern 2 bedroom apartment in Kilimani' });
    expect(gallery.getAttribute('aria-modal')).toBe('true');
    expect(within(gallery).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('2 / 3')).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByText('3 / 3')).toBeTruthy();
    expect(document.activeElement).toBe(within(gallery).getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(gallery, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(photo);
  });

  it('copies the phone number and says so in a status message', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard(<ListingCard listing={makeListing()} />);
    const expander = screen.getByRole('button', { name: 'More details' });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expander);
    expect(screen.getByText('+254 712 345 678')).toBeTruthy();
    expect(screen.getByText('Borehole water, backup generator and a balcony.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy phone number' }));
    });
    expect(writeText).toHaveBeenCalledWith('+254712345678');
    expect(screen.getByRole('status').textContent).toBe('Phone number copied!');
  });

  it('links the map button to /maplayout centred on the listing', () => {
    renderCard(<ListingCard listing={makeListing()} />);
    const href = screen.getByRole('link', { name: 'Show on map' }).getAttribute('href');
    expect(href).toBe(
      '/maplayout?lat=-1.2921&lng=36.7833&selectedId=11111111-1111-4111-8111-111111111111&redirected=true',
    );
  });

  it('has no map button without a location and no save toggle without one given', () => {
    renderCard(<ListingCard listing={makeListing({ location: null })} />);
    expect(screen.queryByRole('link', { name: 'Show on map' })).toBeNull();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('asks before deleting in management mode and passes the id on Delete', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const listing = makeListing();
    renderCard(<ListingCard listing={listing} mode="manage" onDelete={onDelete} />);
    expect(screen.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(
      `/update-listing/${listing._id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(onDelete).toHaveBeenCalledWith(listing._id);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with an error when deleting fails', async () => {
    const onDelete = vi.fn().mockRejectedValue(new Error('boom'));
    renderCard(<ListingCard listing={makeListing()} mode="manage" onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete listing');
  });

  it('passes the id straight to the handler in deletable mode', () => {
    const onDelete = vi.fn();
    renderCard(<ListingCard listing={makeListing()} mode="deletable" onDelete={onDelete} />);
    expect(screen.queryByRole('link', { name: 'Edit listing' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
  });

  it('draws the save toggle it is given', () => {
    renderCard(<ListingCard listing={makeListing()} saveToggle={<button type="button">Save</button>} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
