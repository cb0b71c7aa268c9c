// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../../i18n';
import { makeListing } from '../../../test/make-listing';
import { shortBedrooms } from '../listing-helpers';
import { AllListingsCard } from './all-listings-card';

describe('AllListingsCard', () => {
  it('shows the price by type, bedrooms as BR and, expanded, the description and dates', () => {
    const router = createMemoryRouter([{ path: '*', element: <AllListingsCard listing={makeListing()} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('KSH 25,000/month')).toBeTruthy();
    expect(screen.getByText('2 BR')).toBeTruthy();
    expect(screen.getByText('Rentals')).toBeTruthy();
    const expander = screen.getByRole('button', { name: 'More details' });
    const panel = document.getElementById(expander.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(expander);
    expect(panel.hidden).toBe(false);
    expect(screen.getByText('Borehole water, backup generator and a balcony.')).toBeTruthy();
    expect(screen.getByText('Created').nextElementSibling?.textContent).toMatch(/3 Jun 2025/);
    expect(screen.getByText('Updated').nextElementSibling?.textContent).toMatch(/4 Jun 2025/);
  });

  it('reads every bedroom value sensibly in short form', () => {
    const t = i18n.t.bind(i18n);
    expect(shortBedrooms('1-bedroom', t)).toBe('1 BR');
    expect(shortBedrooms('3-bedroom', t)).toBe('3 BR');
    expect(shortBedrooms('more-than-3-bedrooms', t)).toBe('3+ BR');
    expect(shortBedrooms('bedsitter', t)).toBe('bedsitter');
    expect(shortBedrooms('single-room', t)).toBe('single room');
  });
});
