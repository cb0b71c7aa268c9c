// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, switchLanguage } from '../i18n';
import { WhatsappShare } from './whatsapp-share';

describe('WhatsappShare', () => {
  afterEach(() => switchLanguage('en'));

  it('opens WhatsApp to pick a chat, with the page named and its whole address, never a number', () => {
    render(<WhatsappShare name="2 bedroom & parking, Kilimani" path="/listing/abc123" />);
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      `2 bedroom & parking, Kilimani on Nyumba: ${window.location.origin}/listing/abc123`,
    );
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says it in Swahili', async () => {
    await loadLanguage('sw');
    render(<WhatsappShare name="Fundi wa mabomba · Westlands" path="/jobs/j1" />);
    const link = screen.getByRole('link', { name: 'Shiriki kwenye WhatsApp' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toMatch(
      /^Fundi wa mabomba · Westlands kwenye Nyumba: /,
    );
  });
});
