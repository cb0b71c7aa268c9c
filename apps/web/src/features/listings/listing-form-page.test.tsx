// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { confirmAdult, currentUser } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { useSessionStore } from '../auth';
import { ListingFormPage } from './listing-form-page';

// Leaflet needs a real layout engine; the picker's map is its own lazy chunk anyway.
vi.mock('./location-picker/picker-map', () => ({ default: () => <div>map</div> }));

const older = { _id: 'u1', id: 'u1', username: 'kamau', email: 'k@example.com', adultConfirmed: false };
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Listing' })));

describe('a new listing from an account made before sign-up asked for 18 or older', () => {
  afterEach(() => useSessionStore.setState({ currentUser: null }));

  it('keeps the form but holds publishing until the person confirms', async () => {
    useSessionStore.setState({ currentUser: older });
    const api = stubApi({
      [confirmAdult.id]: () => ({ success: true as const, message: 'Thank you' }),
      [currentUser.id]: () => ({ ...older, adultConfirmed: true, success: true }) as never,
    });
    renderRoutes([{ path: '/create-listing', element: <ListingFormPage /> }], '/create-listing');
    expect(screen.getByText('Nyumba is for people 18 or older')).toBeTruthy();
    // Publishing is stopped before the form checks anything: no field errors, the box is focused.
    await submit();
    expect(screen.queryByText('You must upload at least one image')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('I am 18 or older'));

    fireEvent.click(screen.getByLabelText('I am 18 or older'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Nyumba is for people 18 or older')).toBeNull());
    expect(api.requestsTo(confirmAdult)[0]!.body).toEqual({ confirm: true });
    // Confirmed: the form's own checks run again.
    await submit();
    expect(await screen.findByText('You must upload at least one image')).toBeTruthy();
  });

  it('shows no prompt to an account that has confirmed', () => {
    useSessionStore.setState({ currentUser: { ...older, adultConfirmed: true } });
    stubApi({});
    renderRoutes([{ path: '/create-listing', element: <ListingFormPage /> }], '/create-listing');
    expect(screen.queryByText('Nyumba is for people 18 or older')).toBeNull();
  });
});
