import { describeAlert } from '@nyumba/domain';
import { describe, expect, it } from 'vitest';
import { composeAlertMail, type AlertMailInput } from './alert-mail.ts';

const input = (language: string | null): AlertMailInput => ({
  alertId: 'a1',
  alertName: 'Kilimani <2BR>',
  filters: { type: 'rentals', area: 'Kilimani' },
  to: 'amina@example.co.ke',
  language,
  unsubscribeToken: 't'.repeat(43),
  listings: [
    {
      id: 'l1',
      name: 'Flat & garden',
      price: 45_000,
      type: 'rentals',
      priceUnit: null,
      bedrooms: '2-bedroom',
      areaName: 'Kilimani',
      photo: null,
    },
    {
      id: 'l2',
      name: 'Plumber',
      price: 2_000,
      type: 'technicians',
      priceUnit: 'hour',
      bedrooms: null,
      areaName: null,
      photo: null,
    },
  ],
  total: 12,
  publicUrl: 'https://nyumba.example',
  imageBaseUrl: '',
});

describe('alert mails in the owner language', () => {
  it('writes Swahili for a Swahili account: subject, prices, rooms, links and footer', () => {
    const mail = composeAlertMail(input('sw'));
    expect(mail.subject).toBe('Matangazo 12 mapya ya "Kilimani <2BR>"');
    expect(mail.text).toContain('vyumba 2 vya kulala · KSH 45,000/mwezi · Kilimani');
    expect(mail.text).toContain('KSH 2,000 kwa saa');
    expect(mail.text).toContain('Na mengine 10.');
    expect(mail.text).toContain('Acha barua pepe hizi: https://nyumba.example/alerts/unsubscribe?alert=a1&token=');
    expect(mail.html).toContain('Kilimani &#60;2BR&#62;');
    expect(mail.html).toContain('>Jiondoe</a>');
    expect(mail.html).not.toMatch(/See them all|Unsubscribe<|\/month/);
  });

  it.each([null, 'en', 'fr'])('writes English for %s', (language) => {
    const mail = composeAlertMail(input(language));
    expect(mail.subject).toBe('12 new listings for "Kilimani <2BR>"');
    expect(mail.text).toContain('2 bedroom · KSH 45,000/month · Kilimani');
    expect(mail.text).toContain('KSH 2,000 per hour');
    expect(mail.text).toContain('And 10 more.');
  });

  it('suggests alert names in either language', () => {
    const filters = { type: 'rentals', bedrooms: '2-bedroom', area: 'Kilimani', maxPrice: 40_000 } as const;
    expect(describeAlert(filters)).toBe('2 bedroom rentals in Kilimani, up to KSH 40,000');
    expect(describeAlert(filters, 'sw')).toBe('Nyumba za kupanga, vyumba 2 vya kulala, Kilimani, hadi KSH 40,000');
    expect(describeAlert({ bbox: '36.7,-1.3,36.8,-1.2' }, 'sw')).toBe('Matangazo, eneo la ramani');
    expect(describeAlert({ searchTerm: 'dsq', minPrice: 10_000 }, 'sw')).toBe('"dsq", Matangazo, kuanzia KSH 10,000');
  });
});
