// @vitest-environment jsdom
import { COPY_HELD_REASON } from '@nyumba/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, loadServerMessages, switchLanguage } from '../../i18n';
import { renderRoutes } from '../../test/render-routes';
import { ModerationNotice } from './moderation-notice';

// The real module, but declared as a mock: that gives this file a module graph of its own
// (the web-isolated project, vitest.config.ts), so Swahili's server messages are not loaded
// yet when it starts, whatever other files of a shared worker loaded before.
vi.mock('../../i18n/sw/server-messages', async (importOriginal) => importOriginal());

describe('ModerationNotice', () => {
  afterEach(() => switchLanguage('en'));

  it('says why a listing is held in the screen’s language, redrawn when the server’s words arrive', async () => {
    await loadLanguage('sw');
    render(
      <ModerationNotice
        status={{ state: 'hidden', reason: COPY_HELD_REASON, reasonCode: 'shield.copy-held-reason' }}
      />,
    );
    // Swahili's server sentences come after the page is live: until then, as the server sent it;
    // then by the reason's code.
    expect(screen.getByRole('note').textContent).toContain(COPY_HELD_REASON);
    await act(() => loadServerMessages('sw'));
    expect(screen.getByRole('note').textContent).toContain(
      'Picha au maelezo yake yanalingana na tangazo la mtangazaji mwingine.',
    );
    expect(screen.getByRole('note').textContent).toContain('Limefichwa huku msimamizi akilikagua');
  });

  it('offers the lister “these are mine” on a listing held as a copy, known by the reason’s code', async () => {
    const claim = { name: 'These photos and words are mine' };
    const held = renderRoutes(
      [
        {
          path: '*',
          element: (
            <ModerationNotice
              status={{ state: 'hidden', reason: COPY_HELD_REASON, reasonCode: 'shield.copy-held-reason' }}
              listingId="l1"
            />
          ),
        },
      ],
      '/my-listings',
    );
    expect(await screen.findByRole('button', claim)).toBeTruthy();
    held.unmount();
    // The same words without the code (a moderator's own, typed to match) hold no copy: nothing to claim.
    renderRoutes(
      [
        {
          path: '*',
          element: <ModerationNotice status={{ state: 'hidden', reason: COPY_HELD_REASON }} listingId="l1" />,
        },
      ],
      '/my-listings',
    );
    expect(screen.getByRole('note').textContent).toContain(COPY_HELD_REASON);
    expect(screen.queryByRole('button', claim)).toBeNull();
  });

  it('keeps a moderator’s own words as written', () => {
    render(<ModerationNotice status={{ state: 'removed', reason: 'Photos show another house' }} />);
    expect(screen.getByRole('note').textContent).toContain('Photos show another house');
  });
});
