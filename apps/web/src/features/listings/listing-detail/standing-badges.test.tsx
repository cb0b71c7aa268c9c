// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Lister } from '@nyumba/domain';
import i18n from '../../../i18n';
import { ListerBlock } from './lister-block';

// Issue 58, "Honest labels": the label and every dated badge come from `standing`, said in
// the screen's language; Kenya's calendar day (UTC+3) dates them, as the server's own text.
const agent: Lister = {
  id: 'u1',
  name: 'Otieno',
  avatar: null,
  memberSince: '2024-03-10T09:00:00.000Z',
  emailVerified: true,
  phoneVerifiedAt: '2026-11-04T08:00:00.000Z',
  listingCount: 3,
  standing: {
    role: 'agent',
    label: 'Agent',
    badges: [
      // 22:30 in UTC is 01:30 the next day in Nairobi.
      { kind: 'earb', text: 'EARB 2026 certificate checked 2026-12-03', at: '2026-12-02T22:30:00.000Z', year: 2026 },
      { kind: 'phone', text: 'Phone proven 2026-11', at: '2026-11-04T08:00:00.000Z' },
      { kind: 'email', text: 'Email confirmed 2026-10', at: '2026-10-20T08:00:00.000Z' },
    ],
  },
};

function renderLister(lister: Lister) {
  const router = createMemoryRouter([{ path: '*', element: <ListerBlock lister={lister} /> }]);
  // The block itself, whichever language names its heading (Swahili may be loaded by another file).
  return render(<RouterProvider router={router} />).container;
}

describe('the lister block’s honest label', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the label as a pill and one dated line per badge, never a bare "Verified"', () => {
    const block = renderLister(agent);
    expect(screen.getByTestId('lister-label').textContent).toBe('Agent');
    const lines = Array.from(block.querySelectorAll('li')).map((line) => line.textContent);
    expect(lines).toEqual([
      'EARB 2026 certificate checked 2026-12-03',
      'Phone proven 2026-11',
      'Email confirmed 2026-10',
    ]);
    expect(block.textContent).not.toMatch(/verified/i);
  });

  it('says a caretaker’s landlord consent, and a private lister with no badge but the label', () => {
    renderLister({
      ...agent,
      standing: {
        role: 'caretaker',
        label: 'Caretaker',
        badges: [{ kind: 'landlord-consent', text: 'Landlord confirmed 2026-12-05', at: '2026-12-05T06:00:00.000Z' }],
      },
    });
    expect(screen.getByTestId('lister-label').textContent).toBe('Caretaker');
    expect(screen.getByText('Landlord confirmed 2026-12-05')).toBeTruthy();
  });

  it('says it all in Swahili on a Swahili screen', async () => {
    await act(() => i18n.changeLanguage('sw'));
    renderLister(agent);
    expect(screen.getByTestId('lister-label').textContent).toBe('Wakala');
    expect(screen.getByText('Cheti cha EARB 2026 kimekaguliwa 2026-12-03')).toBeTruthy();
    expect(screen.getByText('Simu imethibitishwa 2026-11')).toBeTruthy();
    expect(screen.getByText('Barua pepe imethibitishwa 2026-10')).toBeTruthy();
  });

  it('falls back to what an answer without standing can back: no label, the dated phone', () => {
    const { standing: _omitted, ...older } = agent;
    const block = renderLister(older);
    expect(screen.queryByTestId('lister-label')).toBeNull();
    expect(block.textContent).toContain('Email confirmed');
    expect(block.textContent).toContain('Phone proven 2026-11');
    expect(block.textContent).not.toMatch(/verified/i);
  });
});
