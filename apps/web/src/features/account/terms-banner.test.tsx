// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TERMS_VERSION, acceptTerms, currentUser } from '@nyumba/domain';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { useSessionStore, type SessionUser } from '../auth';
import TermsBanner from './terms-banner';

const user = (termsVersion: string | null | undefined): SessionUser => ({
  _id: 'u1',
  id: 'u1',
  username: 'wanjiru',
  email: 'w@example.com',
  ...(termsVersion === undefined ? {} : { termsVersion }),
});

function renderBanner(signedIn: SessionUser | null) {
  useSessionStore.setState({ currentUser: signedIn });
  renderRoutes(
    [
      { path: '/', element: <TermsBanner /> },
      { path: '/terms', element: <p>The terms</p> },
    ],
    '/',
  );
}

const banner = () => document.querySelector('[data-terms-banner]');

describe('the banner for a new version of the terms', () => {
  afterEach(() => useSessionStore.setState({ currentUser: null }));

  it('shows once to someone who accepted an older version, and OK accepts the current one', async () => {
    const api = stubApi({
      [acceptTerms.id]: () => ({ success: true as const, message: 'Thank you: the terms are accepted' }),
      [currentUser.id]: () => ({ ...user(TERMS_VERSION), success: true }) as never,
    });
    renderBanner(user('2025-01-01'));
    expect(banner()!.textContent).toMatch(/^Our terms of use changed on .+2026\. Read them\.OK$/);
    expect(screen.getByRole('link', { name: 'Read them.' }).getAttribute('href')).toBe('/terms');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(banner()).toBeNull();
    await waitFor(() => expect(api.requestsTo(acceptTerms)).toHaveLength(1));
    expect(api.requestsTo(acceptTerms)[0]!.body).toEqual({ version: TERMS_VERSION });
    await waitFor(() => expect(useSessionStore.getState().currentUser?.termsVersion).toBe(TERMS_VERSION));
  });

  it('accepts when the link to the terms is followed', async () => {
    const api = stubApi({
      [acceptTerms.id]: () => ({ success: true as const, message: 'Thank you: the terms are accepted' }),
      [currentUser.id]: () => ({ ...user(TERMS_VERSION), success: true }) as never,
    });
    renderBanner(user(null));
    fireEvent.click(screen.getByRole('link', { name: 'Read them.' }));
    await waitFor(() => expect(api.requestsTo(acceptTerms)).toHaveLength(1));
  });

  it('shows nothing to someone who accepted the current version', () => {
    stubApi({});
    renderBanner(user(TERMS_VERSION));
    expect(banner()).toBeNull();
  });

  it('shows nothing to a visitor, or while the server has not said which version', () => {
    stubApi({});
    renderBanner(null);
    expect(banner()).toBeNull();
    renderBanner(user(undefined));
    expect(banner()).toBeNull();
  });
});
