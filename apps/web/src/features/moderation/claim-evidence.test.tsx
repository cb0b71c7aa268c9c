// @vitest-environment jsdom
import type { PhotoFile, QueueItem } from '@nyumba/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, switchLanguage } from '../../i18n';
import { renderRoutes } from '../../test/render-routes';
import { QueueItemCard } from './queue-item-card';

const HOUR = 60 * 60_000;

const camera: PhotoFile = {
  bytes: 2_621_440,
  width: 3200,
  height: 2400,
  format: 'jpeg',
  make: 'samsung',
  model: 'Galaxy A54 5G',
  lens: 'Samsung rear 5.5mm',
  software: null,
  takenAt: '2025-02-14T09:12:44',
  fileDatedAt: '2025-02-14T09:12:44',
  gps: true,
  exif: true,
};
const whatsapp: PhotoFile = {
  ...camera,
  bytes: 148_000,
  width: 1200,
  height: 900,
  make: null,
  model: null,
  lens: null,
  takenAt: null,
  fileDatedAt: null,
  gps: false,
  exif: false,
};

/** The owner's listing, held because a thief listed their photo first, with the owner's claim. */
function heldItem(dueInMs: number, overrides: Partial<QueueItem> = {}): QueueItem {
  const now = Date.now();
  const risk = {
    copies: 1,
    reportsUpheld: 0,
    messageWarnings: 0,
    takenDown: 0,
    accountDays: 30,
    emailConfirmed: true,
    agentVerified: false,
    score: 3,
  };
  return {
    kind: 'listing',
    id: 'mine',
    title: 'Our maisonette in Kileleshwa',
    image: '/images/a-1280.webp',
    state: 'hidden',
    stateReason: null,
    createdAt: new Date(now - 2 * HOUR).toISOString(),
    owner: {
      id: 'owner',
      name: 'wanjiru',
      memberSince: '2025-01-01T00:00:00.000Z',
      suspended: false,
      listingCount: 1,
      postCount: 0,
      removedCount: 0,
      risk,
      phone: { masked: '+254 ••• ••• 678', since: '2025-01-02T00:00:00.000Z', accountsBefore: 0 },
    },
    reports: { open: 0, byReason: [], notes: [], weight: 0, threshold: 3, reporters: [] },
    urgent: false,
    side: {
      createdAt: new Date(now - 2 * HOUR).toISOString(),
      publicSince: null,
      listerPhone: { masked: '+254 ••• ••• 678', since: '2025-01-02T00:00:00.000Z' },
      contact: {
        masked: '+254 ••• ••• 678',
        sameAsLister: true,
        provenByLister: true,
        provenSince: '2025-01-02T00:00:00.000Z',
      },
    },
    copies: [
      {
        kind: 'photo',
        score: 2,
        listing: {
          id: 'stolen',
          title: 'Maisonette, pay deposit to view',
          image: '/images/b-1280.webp',
          createdAt: new Date(now - 5 * HOUR).toISOString(),
          ownerId: 'thief',
          ownerName: 'quickhomes',
          side: {
            createdAt: new Date(now - 5 * HOUR).toISOString(),
            publicSince: new Date(now - 5 * HOUR).toISOString(),
            listerPhone: { masked: '+254 ••• ••• 311', since: new Date(now - 48 * HOUR).toISOString() },
            contact: { masked: '+254 ••• ••• 902', sameAsLister: false, provenByLister: false, provenSince: null },
          },
        },
        sameContact: false,
        photos: [
          {
            distance: 2,
            this: { image: '/images/a-640.webp', uploadedAt: new Date(now - 2 * HOUR).toISOString(), file: camera },
            other: { image: '/images/b-640.webp', uploadedAt: new Date(now - 5 * HOUR).toISOString(), file: whatsapp },
            likelyOriginal: 'this',
          },
        ],
      },
    ],
    claim: {
      note: 'I took these photos myself in February.',
      claimedAt: new Date(now - HOUR).toISOString(),
      dueAt: new Date(now + dueInMs).toISOString(),
      open: true,
    },
    lastReportedAt: null,
    log: [],
    ...overrides,
  };
}

const show = (item: QueueItem) =>
  renderRoutes([{ path: '*', element: <ul>{<QueueItemCard item={item} />}</ul> }], '/moderation');

describe('a copy claim in the queue', () => {
  afterEach(() => switchLanguage('en'));

  it('shows both files’ evidence side by side, the likelier original marked as a hint, and the numbers', async () => {
    show(heldItem(5 * HOUR + 20 * 60_000));
    expect(screen.getByTestId('claim-due').textContent).toBe('Claim: answer due in 5 h');
    const compared = screen.getByRole('region', { name: 'Copies another lister’s listing' });
    const mine = within(compared).getByText('This listing’s file').closest('figure')!;
    const theirs = within(compared).getByText('quickhomes’s file').closest('figure')!;
    expect(mine.getAttribute('data-likely-original')).toBe('true');
    expect(theirs.getAttribute('data-likely-original')).toBeNull();
    expect(mine.textContent).toContain('More likely the original (a hint)');
    expect(mine.textContent).toContain('2.5 MB · 3200 × 2400 px · JPEG');
    expect(mine.textContent).toContain('Camera: samsung Galaxy A54 5G');
    expect(mine.textContent).toContain('Lens: Samsung rear 5.5mm');
    // The camera's own clock, as it wrote it.
    expect(mine.textContent).toMatch(/Taken 14 Feb 2025, 09:12 \(camera’s clock\)/);
    expect(mine.textContent).toContain('Had a GPS location (not kept)');
    expect(theirs.textContent).toContain('145 KB · 1200 × 900 px · JPEG');
    expect(theirs.textContent).toContain('No camera metadata at all');
    expect(compared.textContent).toContain('A hint, not proof');
    // The people: each side's numbers and dates.
    expect(compared.textContent).toContain('Not public now');
    expect(compared.textContent).toMatch(/Public since /);
    expect(compared.textContent).toContain(
      'Listing’s number +254 ••• ••• 902, not the lister’s phone, not proven by this lister',
    );
    expect(compared.textContent).toContain('Lister’s phone +254 ••• ••• 311, proven');
    expect(compared.textContent).toContain('The two listings show different numbers');
  });

  it('says how overdue a claim is, and “not recorded” for a file from before, with no mark', () => {
    const item = heldItem(-2 * HOUR - 10 * 60_000);
    const [copy] = item.copies;
    copy!.photos = [
      { ...copy!.photos![0]!, other: { ...copy!.photos![0]!.other, file: undefined }, likelyOriginal: null },
    ];
    show(item);
    expect(screen.getByTestId('claim-due').textContent).toBe('Claim overdue by 2 h');
    expect(document.querySelector('[data-likely-original]')).toBeNull();
    expect(screen.getByText('File details not recorded (uploaded before they were kept)')).toBeTruthy();
  });

  it('in Swahili', async () => {
    await loadLanguage('sw');
    show(heldItem(40 * 60_000 + 30_000));
    expect(screen.getByTestId('claim-due').textContent).toBe('Dai: jibu linatakiwa ndani ya dakika 40');
    expect(screen.getByText('Huenda ndiyo ya asili (dokezo)')).toBeTruthy();
    expect(document.body.textContent).toContain('Kamera: samsung Galaxy A54 5G');
    expect(document.body.textContent).toContain('Haliko hadharani sasa');
  });
});
