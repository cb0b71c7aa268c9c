// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCaretaker, caretakerRequests, publicConfig } from '@nyumba/domain';
import { configResponse, renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { useSessionStore } from '../auth';
import { SettingsPage } from './settings-page';

beforeEach(() => {
  useSessionStore.setState({
    currentUser: { _id: 'u1', id: 'u1', username: 'wanjiku', email: 'wanjiku@example.co.ke' },
    signedOut: false,
    notice: null,
  });
  stubApi({
    [publicConfig.id]: () => configResponse({ contactPhone: '+254 711 222 333', contactEmail: 'help@nyumba.co.ke' }),
    [caretakerRequests.id]: () => ({ success: true, requests: [] }),
  });
});

describe('SettingsPage (account menu)', () => {
  it('lists My Listings, My Blog Posts and Profile Settings with their screens', () => {
    renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(menu.getByRole('link', { name: 'My Listings' }).getAttribute('href')).toBe('/my-listing');
    expect(menu.getByRole('link', { name: 'My Blog Posts' }).getAttribute('href')).toBe('/my-posts');
    expect(menu.getByRole('link', { name: 'Profile Settings' }).getAttribute('href')).toBe('/profile');
  });

  it('toggles the Contact Us panel with the configured phone and e-mail lines', async () => {
    renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    const toggle = screen.getByRole('button', { name: 'Contact Us' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('link', { name: '+254 711 222 333' })).getAttribute('href')).toBe(
      'tel:+254711222333',
    );
    expect(screen.getByRole('link', { name: 'help@nyumba.co.ke' }).getAttribute('href')).toBe(
      'mailto:help@nyumba.co.ke',
    );
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'help@nyumba.co.ke' })).toBeNull();
  });

  it("copies a line and confirms with 'Copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Phone' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('+254 711 222 333');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Email' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('help@nyumba.co.ke'));
  });

  it('draws no caretaker panel while nobody waits for an answer', async () => {
    renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.queryByRole('region', { name: 'Caretaker requests' })).toBeNull();
  });

  it('lets a landlord confirm that someone is their caretaker', async () => {
    let waiting = [{ id: 'r1', name: 'Kamau', createdAt: '2026-12-04T08:00:00.000Z' }];
    const api = stubApi({
      [publicConfig.id]: () => configResponse(),
      [caretakerRequests.id]: () => ({ success: true, requests: waiting }),
      [answerCaretaker.id]: () => {
        waiting = [];
        return { success: true, message: 'Confirmed: they are shown as your caretaker' };
      },
    });
    renderRoutes([{ path: '/settings', Component: SettingsPage }], '/settings');
    const panel = within(await screen.findByRole('region', { name: 'Caretaker requests' }));
    expect(panel.getByText('Kamau says they are the caretaker for your property')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'No' })).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Yes, they are my caretaker' }));
    expect((await panel.findByRole('status')).textContent).toBe('Confirmed: they are shown as your caretaker');
    await waitFor(() => expect(panel.queryByText('Kamau says they are the caretaker for your property')).toBeNull());
    expect(api.requestsTo(answerCaretaker).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: 'r1' }, body: { confirm: true } },
    ]);
  });
});
